-- Digital platform reporting to HMRC. A provider's reportable details, given once as an individual or a
-- company, checked against their identity check (a difference waits for an operator) and verified by one.
CREATE TABLE IF NOT EXISTS seller_tax_details (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('INDIVIDUAL', 'COMPANY')),
  -- An individual's first and last legal names, or a company's legal name in legal_name.
  first_name text,
  last_name text,
  legal_name text NOT NULL,
  address text NOT NULL,
  country text NOT NULL DEFAULT 'GB',
  birth_date date,
  nino text,
  other_tax_id text,
  company_number text,
  utr text,
  -- What differs from the identity check (name, date of birth, National Insurance number); empty when nothing.
  kyc_mismatch jsonb NOT NULL DEFAULT '[]',
  saved_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz,
  verified_by text,
  CHECK (kind = 'COMPANY' OR (first_name IS NOT NULL AND last_name IS NOT NULL AND birth_date IS NOT NULL
    AND (nino IS NOT NULL OR other_tax_id IS NOT NULL))),
  CHECK (kind = 'INDIVIDUAL' OR company_number IS NOT NULL OR utr IS NOT NULL)
);

-- Each annual report produced: the original for a year, then a correcting one whenever a seller's figures
-- changed since (a refund after the report). id is the message's MessageRefId.
CREATE TABLE IF NOT EXISTS hmrc_reports (
  id text PRIMARY KEY,
  year integer NOT NULL CHECK (year BETWEEN 2023 AND 9999),
  correcting boolean NOT NULL,
  produced_at timestamptz NOT NULL DEFAULT now(),
  produced_by text
);
CREATE UNIQUE INDEX IF NOT EXISTS hmrc_reports_one_original ON hmrc_reports (year) WHERE NOT correcting;

-- What a report said of each seller (identity and figures as sent), so a later correction names the
-- record it replaces and a seller's statement shows exactly what was reported.
CREATE TABLE IF NOT EXISTS hmrc_report_sellers (
  doc_ref_id text PRIMARY KEY,
  report_id text NOT NULL REFERENCES hmrc_reports (id),
  provider_id text NOT NULL REFERENCES accounts (id),
  year integer NOT NULL,
  corr_doc_ref_id text REFERENCES hmrc_report_sellers (doc_ref_id),
  reported jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS hmrc_report_sellers_by_provider ON hmrc_report_sellers (provider_id, year);
CREATE INDEX IF NOT EXISTS hmrc_report_sellers_by_report ON hmrc_report_sellers (report_id);
CREATE INDEX IF NOT EXISTS hmrc_report_sellers_by_corrected ON hmrc_report_sellers (corr_doc_ref_id);
