-- Whether the provider of a direct request has accepted it (provider_accepted_at, since 0020) or declined
-- it. A declined request leaves its provider (who no longer sees the order) and keeps who declined it, so
-- the customer reads "declined by X" and chooses another free provider for the same day, the payment kept.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS provider_declined_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS declined_by text REFERENCES accounts (id);

-- A direct request has a provider, or is waiting for another after its provider declined.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_check;
ALTER TABLE orders ADD CONSTRAINT orders_direct_has_provider
  CHECK (request_mode = 'BID' OR provider_id IS NOT NULL OR declined_by IS NOT NULL);
