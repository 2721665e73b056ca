-- The right to cancel a service booked online within 14 days. A product an operator marks exempt (car hire
-- for a fixed date, urgent repairs) follows the cancellation policy alone. An order keeps when its customer
-- expressly asked for the work to start inside those 14 days (asked on the payment page), or NULL.
ALTER TABLE products ADD COLUMN IF NOT EXISTS cancel_exempt boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS start_requested_at timestamptz;
