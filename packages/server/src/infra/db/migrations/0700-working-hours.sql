-- Working hours and arrival windows. A provider's week (spans per ISO weekday, Monday 1), days off and
-- the notice they need sit beside the ACTIVE/INACTIVE/SCHEDULED status, which keeps its meaning. A
-- provider with no provider_booking_rules row has never set hours and works the default day.
CREATE TABLE IF NOT EXISTS provider_booking_rules (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  lead_hours integer NOT NULL DEFAULT 0 CHECK (lead_hours BETWEEN 0 AND 168),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS provider_working_hours (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts_at time NOT NULL,
  ends_at time NOT NULL,
  PRIMARY KEY (provider_id, weekday, starts_at),
  CHECK (ends_at > starts_at)
);

CREATE TABLE IF NOT EXISTS provider_days_off (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (provider_id, day)
);

-- A product's typical duration, set by operators; NULL: the default (arrival-windows.ts).
ALTER TABLE products ADD COLUMN IF NOT EXISTS duration_minutes integer
  CHECK (duration_minutes BETWEEN 15 AND 720);

-- The booked arrival window (NULL: any time that day, as before) and the end of the time the job holds
-- its provider: the window's end plus the job's duration. Two of a provider's open jobs never overlap
-- between window_starts and busy_until; the check runs under a lock on the provider's account row.
ALTER TABLE order_shipping ADD COLUMN IF NOT EXISTS window_starts timestamptz;
ALTER TABLE order_shipping ADD COLUMN IF NOT EXISTS window_ends timestamptz;
ALTER TABLE order_shipping ADD COLUMN IF NOT EXISTS busy_until timestamptz;
ALTER TABLE order_shipping ADD COLUMN IF NOT EXISTS job_hours smallint CHECK (job_hours BETWEEN 1 AND 12);
ALTER TABLE order_shipping DROP CONSTRAINT IF EXISTS order_shipping_window_complete;
ALTER TABLE order_shipping ADD CONSTRAINT order_shipping_window_complete CHECK (
  (window_starts IS NULL AND window_ends IS NULL AND busy_until IS NULL)
  OR (window_ends > window_starts AND busy_until >= window_ends)
);
CREATE INDEX IF NOT EXISTS order_shipping_windows ON order_shipping (scheduled_on) WHERE window_starts IS NOT NULL;
