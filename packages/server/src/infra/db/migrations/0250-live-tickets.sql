-- Live updates (issue 22): a ticket opens one Server-Sent Events stream within a minute of being issued, so
-- the long-lived session token never travels in a URL. Only its hash is kept; redeeming deletes the row, so
-- any instance can accept it and it works once.
CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_tickets_expiry ON live_tickets (expires_at);

-- Who a new request's bell notifications went to, found by their event key (live/live-publish.ts).
CREATE INDEX notifications_event_key ON notifications (event_key) WHERE event_key IS NOT NULL;
