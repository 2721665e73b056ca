-- Requests a person makes for a copy of their data (access and portability). A request is answered within one
-- month of being asked (due_on); the row is kept as the record of the request after its archive is gone.
-- asked: waiting for the export job; preparing: an instance is building the archive (claimed_until);
-- ready: the archive is stored and the link mailed; downloaded: the link was used (it works once);
-- expired: 7 days passed unused; failed: the job gave up (an operator answers by hand).
CREATE TABLE data_access_requests (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text NOT NULL,
  asked_at timestamptz NOT NULL DEFAULT now(),
  due_on timestamptz NOT NULL DEFAULT now() + interval '1 month',
  status text NOT NULL DEFAULT 'asked'
    CHECK (status IN ('asked', 'preparing', 'ready', 'downloaded', 'expired', 'failed')),
  claimed_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- The zip, base64 like the pictures (every file the server keeps is in the database); cleared once used.
  archive_base64 text,
  archive_bytes integer,
  -- The download link's secret, stored as its SHA-256 only.
  token_hash text UNIQUE,
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz
);
CREATE INDEX data_access_requests_account ON data_access_requests (account_id, id DESC);
CREATE INDEX data_access_requests_open ON data_access_requests (id) WHERE status IN ('asked', 'preparing');
-- At most one request in progress per account: asking again while one is open returns that one.
CREATE UNIQUE INDEX data_access_requests_one_open ON data_access_requests (account_id)
  WHERE status IN ('asked', 'preparing', 'ready');
