-- Repeat bookings: either side may pause a series, and only the side that paused it resumes it; and a visit
-- that falls inside the provider's notice when the runner reaches it (after an accept or a resume) is passed
-- over as skipped, with its reason, instead of waiting for the customer's choice.
ALTER TABLE order_series ADD COLUMN IF NOT EXISTS paused_by text
  CHECK (paused_by IS NULL OR paused_by IN ('customer', 'provider'));
UPDATE order_series SET paused_by = 'customer' WHERE status = 'PAUSED' AND paused_by IS NULL;

ALTER TABLE series_visits DROP CONSTRAINT IF EXISTS series_visits_reason_check;
ALTER TABLE series_visits ADD CONSTRAINT series_visits_reason_check
  CHECK (reason IN ('PROVIDER_BUSY', 'PROVIDER_UNAVAILABLE', 'TOO_SOON'));
