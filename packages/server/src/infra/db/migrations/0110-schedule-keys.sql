-- A schedule change made offline waits in the app's outbox and may arrive more than once (a lost answer, a
-- replay from another tab or the service worker). Each Idempotency-Key is remembered with the change it
-- made, so a repeat answers like the first without applying it again over a later change.
CREATE TABLE IF NOT EXISTS schedule_update_keys (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  -- What the first request asked for: a key sent again with another change is refused.
  change text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, idempotency_key)
);
