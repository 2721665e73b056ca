-- Accounts of both roles, their sessions, one-time codes, rate-limit counters and the mail outbox.

CREATE TABLE images (
  id text PRIMARY KEY,
  mime text NOT NULL,
  data_base64 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('user', 'provider')),
  -- NULL once the account is deleted: personal data is wiped, the row stays for bookkeeping.
  email text,
  phone text,
  first_name text,
  last_name text,
  image_id text REFERENCES images (id) ON DELETE SET NULL,
  bio text,
  password_hash text,
  email_verified boolean NOT NULL DEFAULT false,
  -- Providers only: NULL until KYC is submitted; VERIFIED, QUERIED or a review status afterwards.
  kyc_status text,
  -- Providers only: average review rating, NULL while there are no reviews.
  rating numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (deleted_at IS NULL OR (email IS NULL AND password_hash IS NULL))
);
-- One account per email and role; deleted accounts (email NULL) never collide.
CREATE UNIQUE INDEX accounts_role_email ON accounts (role, email);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE one_time_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Why the code was sent: 'signup' (after registration), 'session' (asked for while signed in), 'recover'.
  purpose text NOT NULL CHECK (purpose IN ('signup', 'session', 'recover')),
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_account ON one_time_codes (account_id);

-- Fixed-window counters shared by every API instance.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Mail written here instead of being sent when no SMTP server is configured; read at /dev/mailbox.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
