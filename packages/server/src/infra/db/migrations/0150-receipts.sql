-- Receipts and payout statements (issue 19, item 5). The card a payment was made with, as the gateway
-- reports it, so a receipt can say "Visa ending 4242"; and when each mail went out, so that a retry, a
-- second instance or a replayed webhook never mails twice (the mail is queued in the same transaction that
-- sets its column).
ALTER TABLE payments ADD COLUMN card_brand text;
ALTER TABLE payments ADD COLUMN card_last4 text;
-- When the customer's receipt was issued (and mailed): the capture as this server recorded it. Null until
-- the payment is captured; the receipt page shows only a payment that has one.
ALTER TABLE payments ADD COLUMN receipt_issued_at timestamptz;
-- Payments captured before this release get a receipt page, dated when they were last changed, but no mail.
UPDATE payments SET receipt_issued_at = updated_at WHERE status = 'succeeded' AND amount_captured_minor > 0;

-- The sandbox gateway knows the card's brand as Stripe would report it (visa, mastercard, amex, ...).
ALTER TABLE sandbox_payment_intents ADD COLUMN card_brand text;

-- When the provider was mailed the statement of a transfer (instant) or of the weekly batch that paid it.
ALTER TABLE payouts ADD COLUMN statement_mailed_at timestamptz;
-- Payouts sent before this release are not mailed now.
UPDATE payouts SET statement_mailed_at = coalesce(paid_at, now()) WHERE transfer_id IS NOT NULL;
CREATE INDEX payouts_statement_due ON payouts (paid_at)
  WHERE transfer_id IS NOT NULL AND statement_mailed_at IS NULL;
