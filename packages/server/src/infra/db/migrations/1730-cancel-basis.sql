-- Why a cancelled order cost what it cost, kept when it was cancelled (cancellation-policy.ts's reason):
-- 'not-started', 'provider-cancels', 'time-worked', 'late-fee', or 'no-express-request' (the work began inside
-- the 14-day right to cancel without the customer's express request, so cancelling in them cost nothing).
-- NULL for an order not cancelled, or cancelled before this was kept.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS cancel_basis text;
