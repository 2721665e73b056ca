-- A provider's private calendar feed: the secret in its address. Kept as it is, not hashed, because the
-- provider reads the address again on their profile whenever they add it to another calendar; it opens
-- only a read of their own jobs, and renewing replaces it (the old address is refused at once).
-- One address per provider: the primary key is also the index of the foreign key.
CREATE TABLE IF NOT EXISTS calendar_feeds (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
