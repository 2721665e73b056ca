-- Repeat bookings: a customer books a repeatable product with one provider weekly, fortnightly or every four
-- weeks, in the same arrival window at the same address. The provider accepts the series once; the job runner
-- then creates each visit as an ordinary order a fixed number of days ahead.
ALTER TABLE products ADD COLUMN IF NOT EXISTS repeatable boolean NOT NULL DEFAULT false;

CREATE TABLE IF NOT EXISTS order_series (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES accounts (id),
  provider_id text NOT NULL REFERENCES accounts (id),
  product_id integer NOT NULL REFERENCES products (id),
  every_days integer NOT NULL CHECK (every_days IN (7, 14, 28)),
  -- The arrival window's start, HH:MM in London, on each visit's day.
  window_start text NOT NULL,
  first_on date NOT NULL,
  -- The end: after this many visits (skipped ones count), on this date, or neither (until ended).
  visits_limit integer CHECK (visits_limit > 0),
  ends_on date,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'DECLINED')),
  zip_code text NOT NULL,
  address text NOT NULL,
  address_line1 text,
  address_line2 text,
  town text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  job_hours integer,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  ended_at timestamptz,
  CHECK (ends_on IS NULL OR ends_on >= first_on)
);
CREATE INDEX IF NOT EXISTS order_series_customer ON order_series (customer_id, created_at);
CREATE INDEX IF NOT EXISTS order_series_provider ON order_series (provider_id, created_at);
CREATE INDEX IF NOT EXISTS order_series_product ON order_series (product_id);
CREATE INDEX IF NOT EXISTS order_series_active ON order_series (status) WHERE status = 'ACTIVE';

-- One row per visit the runner has decided, whichever instance ran it: the primary key makes each visit
-- exactly once. BOOKED has its order; SKIPPED was skipped by the customer; NEEDS_CHOICE: the provider cannot
-- take it (busy, not working, unavailable) and the customer chooses another provider or skips it.
CREATE TABLE IF NOT EXISTS series_visits (
  series_id text NOT NULL REFERENCES order_series (id) ON DELETE CASCADE,
  visit_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('BOOKED', 'SKIPPED', 'NEEDS_CHOICE')),
  order_id text REFERENCES orders (id),
  reason text CHECK (reason IN ('PROVIDER_BUSY', 'PROVIDER_UNAVAILABLE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (series_id, visit_on),
  CHECK ((status = 'BOOKED') = (order_id IS NOT NULL) OR status = 'SKIPPED')
);
CREATE UNIQUE INDEX IF NOT EXISTS series_visits_order ON series_visits (order_id) WHERE order_id IS NOT NULL;

-- The demo's cleaning and car wash are bought again and again.
UPDATE products SET repeatable = true WHERE category IN ('Cleaning', 'Car Wash');
