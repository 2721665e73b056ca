-- Web Push and notification settings (issue 22). A subscription is one browser of one account: the same
-- endpoint subscribed by another account moves to it (one device, one account at a time).
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz
);
CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id);

-- Only the switches an account changed; a kind without a row has its defaults (push/notification-kinds.ts).
CREATE TABLE notification_settings (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL,
  push boolean NOT NULL,
  mail boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, kind)
);

-- Pushes waiting to be sent: written in the transaction of the event they tell of, so a push goes out if
-- and only if its event is committed; the sender (push/push-sender.ts) deletes each row as it sends it.
CREATE TABLE push_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz
);
