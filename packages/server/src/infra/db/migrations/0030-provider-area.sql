-- The provider area (issue 7): notifications, identity verification (KYC) with its reviews and documents,
-- operator reviews of service requests, and payout accounts at the payment gateway.

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  body text NOT NULL,
  -- A path in the web app (e.g. /provider/details/ORD-…), or NULL when there is nowhere to go.
  link text,
  -- Set when the same event may be reported more than once (a repeated webhook): it is written once.
  event_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_account ON notifications (account_id, id DESC);
-- NULL keys never collide, so notifications without a key are unaffected.
CREATE UNIQUE INDEX notifications_event ON notifications (account_id, event_key);

-- The provider's current KYC submission; a resubmission after QUERIED replaces it. accounts.kyc_status
-- mirrors `status`, since the catalogue and bidding read it there.
CREATE TABLE kyc_submissions (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  organization text NOT NULL,
  phone text NOT NULL,
  dob date NOT NULL,
  insurance_number text NOT NULL,
  address text NOT NULL,
  province text NOT NULL,
  country text NOT NULL,
  status text NOT NULL CHECK (status IN ('SUBMITTED', 'UNDER-REVIEW', 'QUERIED', 'VERIFIED')),
  id_document text,
  utility_document text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX kyc_submissions_status ON kyc_submissions (status, submitted_at);

-- Identity documents are kept apart from `images`: those are public profile pictures served with
-- long-lived public caching, these are served privately (kyc/kyc-documents.ts).
CREATE TABLE kyc_documents (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  mime text NOT NULL,
  data_base64 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_provider ON kyc_documents (provider_id);

-- Every operator decision on a KYC submission, newest shown first on the provider's reviews panel.
CREATE TABLE kyc_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  reviewer_id text REFERENCES accounts (id) ON DELETE SET NULL,
  -- As the provider sees it, kept even if the operator account goes.
  reviewer_name text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('VERIFIED', 'QUERIED')),
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_reviews_provider ON kyc_reviews (provider_id, created_at DESC);

-- Who last decided a service (certification) request, when, and why.
ALTER TABLE provider_services ADD COLUMN reviewed_at timestamptz;
ALTER TABLE provider_services ADD COLUMN reviewed_by text REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE provider_services ADD COLUMN review_note text;
CREATE INDEX provider_services_status ON provider_services (status, requested_at);

-- The provider's account at the payment gateway that receives payouts: a Stripe Connect Express account,
-- or the sandbox gateway's own stand-in while no Stripe keys are set.
CREATE TABLE payout_accounts (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  -- acct_… at Stripe; acct_sbx_… in the sandbox.
  account_ref text NOT NULL UNIQUE,
  -- Stripe: charges and payouts enabled and the transfers capability active. Sandbox: onboarding done.
  ready boolean NOT NULL DEFAULT false,
  -- Sandbox only: the secret in the onboarding link (the browser opens it without a Bearer token).
  onboarding_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
