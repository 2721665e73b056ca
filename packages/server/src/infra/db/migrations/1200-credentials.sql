-- Credentials a provider must hold for what they offer: the kinds operators define (Gas Safe, NICEIC,
-- public liability insurance), which categories or products require which, and each provider's own
-- credentials with their document and the operator's decision. A provider is offered for a product only
-- while every requirement that applies to it has a VERIFIED credential not yet expired.
CREATE TABLE IF NOT EXISTS credential_kinds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  issuing_body text NOT NULL,
  has_number boolean NOT NULL,
  has_expiry boolean NOT NULL,
  -- The body's public register, where anyone can look the number up.
  register_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One requirement is met by any one of its kinds (electrical work: NICEIC or NAPIT). It applies to a
-- product, to every product of a category, or (both NULL) to every product; insurance may ask for a
-- minimum cover, in pence.
CREATE TABLE IF NOT EXISTS credential_requirements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text REFERENCES categories (name) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE CASCADE,
  min_cover_minor bigint CHECK (min_cover_minor IS NULL OR min_cover_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (category IS NULL OR product_id IS NULL)
);
CREATE INDEX IF NOT EXISTS credential_requirements_category ON credential_requirements (category);
CREATE INDEX IF NOT EXISTS credential_requirements_product ON credential_requirements (product_id);

CREATE TABLE IF NOT EXISTS credential_requirement_kinds (
  requirement_id integer NOT NULL REFERENCES credential_requirements (id) ON DELETE CASCADE,
  kind_id integer NOT NULL REFERENCES credential_kinds (id) ON DELETE CASCADE,
  PRIMARY KEY (requirement_id, kind_id)
);
CREATE INDEX IF NOT EXISTS credential_requirement_kinds_kind ON credential_requirement_kinds (kind_id);

-- A renewal is a new row: the old credential keeps covering until it expires, the new one once verified.
-- The document is a private file in kyc_documents, shown only to its provider and to operators.
CREATE TABLE IF NOT EXISTS provider_credentials (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind_id integer NOT NULL REFERENCES credential_kinds (id) ON DELETE CASCADE,
  number text,
  -- The first day it no longer covers (London); NULL for a kind without an expiry.
  expires_on date,
  cover_minor bigint CHECK (cover_minor IS NULL OR cover_minor > 0),
  document text REFERENCES kyc_documents (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('SUBMITTED', 'QUERIED', 'VERIFIED')),
  note text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewer_id text REFERENCES accounts (id) ON DELETE SET NULL
);
CREATE INDEX IF NOT EXISTS provider_credentials_provider ON provider_credentials (provider_id, kind_id, status);
CREATE INDEX IF NOT EXISTS provider_credentials_kind ON provider_credentials (kind_id);
CREATE INDEX IF NOT EXISTS provider_credentials_queue ON provider_credentials (status, submitted_at);
CREATE INDEX IF NOT EXISTS provider_credentials_document ON provider_credentials (document);
CREATE INDEX IF NOT EXISTS provider_credentials_reviewer ON provider_credentials (reviewer_id);
CREATE INDEX IF NOT EXISTS provider_credentials_expiry ON provider_credentials (expires_on) WHERE status = 'VERIFIED';

-- A reminder before an expiry (30 and 7 days) is sent once: whichever instance's job inserts the row sends it.
CREATE TABLE IF NOT EXISTS credential_reminders (
  credential_id integer NOT NULL REFERENCES provider_credentials (id) ON DELETE CASCADE,
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (credential_id, days_before)
);
