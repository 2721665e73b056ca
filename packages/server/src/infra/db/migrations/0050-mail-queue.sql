-- Mail waiting to go out by SMTP. Sending never happens inside a request: a request queues its mail here
-- and a deliverer on every instance takes due rows (SKIP LOCKED, so two instances never take the same
-- row), sends them and deletes them. When the SMTP server is down a row waits with growing delays, so
-- nothing is lost and the server starts without it.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set while an instance is sending the row; a crashed instance's claim runs out.
  claimed_until timestamptz,
  last_error text
);
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at);
