-- A customer's dispute about a completed (or late-cancelled and charged) order: one per order, opened within
-- the window after the order ended. While it is OPEN the provider's payout for the order is held (no transfer
-- is made; one already made is shown at risk). It ends RESOLVED (the customer accepted the provider's offer)
-- or DECIDED (an operator's decision).
CREATE TABLE IF NOT EXISTS disputes (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  customer_id text NOT NULL REFERENCES accounts (id),
  provider_id text NOT NULL REFERENCES accounts (id),
  reason text NOT NULL CHECK (reason IN ('NOT_DONE', 'POOR_QUALITY', 'DAMAGE', 'OVERCHARGED', 'OTHER')),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED', 'DECIDED')),
  -- The provider's offer: a partial refund (its amount) or a return visit, and the customer's answer.
  offer_kind text CHECK (offer_kind IN ('PARTIAL_REFUND', 'RETURN_VISIT')),
  offer_amount_minor integer CHECK (offer_amount_minor > 0),
  offer_note text,
  offer_status text CHECK (offer_status IN ('OFFERED', 'ACCEPTED', 'DECLINED')),
  -- The operator's decision, and whether the provider's share of its refund is taken back from them.
  outcome text CHECK (outcome IN ('NO_REFUND', 'PARTIAL_REFUND', 'FULL_REFUND')),
  refund_minor integer CHECK (refund_minor >= 0),
  provider_share_reversed boolean,
  decision_note text,
  decided_by text REFERENCES accounts (id),
  decided_at timestamptz,
  refund_id text REFERENCES payment_refunds (id),
  -- Why the refund could not be made (the gateway refused, or it was refunded meanwhile another way).
  refund_failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (offer_kind IS NULL OR offer_status IS NOT NULL),
  CHECK (offer_kind IS DISTINCT FROM 'PARTIAL_REFUND' OR offer_amount_minor IS NOT NULL),
  CHECK (status <> 'DECIDED' OR (outcome IS NOT NULL AND decided_at IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS disputes_customer ON disputes (customer_id, created_at);
CREATE INDEX IF NOT EXISTS disputes_provider ON disputes (provider_id, created_at);
CREATE INDEX IF NOT EXISTS disputes_open ON disputes (created_at) WHERE status = 'OPEN';
CREATE INDEX IF NOT EXISTS disputes_decided_by ON disputes (decided_by) WHERE decided_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS disputes_refund ON disputes (refund_id) WHERE refund_id IS NOT NULL;

-- Up to five photos a dispute, private pictures served only to its parties and operators.
CREATE TABLE IF NOT EXISTS dispute_photos (
  dispute_id text NOT NULL REFERENCES disputes (id),
  image_id text NOT NULL REFERENCES images (id),
  position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  PRIMARY KEY (dispute_id, position)
);
CREATE UNIQUE INDEX IF NOT EXISTS dispute_photos_image ON dispute_photos (image_id);

-- The dispute's own chat between its customer, its provider and operators (kept apart from chat_messages,
-- whose readers know only support and order chats).
CREATE TABLE IF NOT EXISTS dispute_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dispute_id text NOT NULL REFERENCES disputes (id),
  sender_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS dispute_messages_dispute ON dispute_messages (dispute_id, id);
CREATE INDEX IF NOT EXISTS dispute_messages_sender ON dispute_messages (sender_id);

-- A refund whose provider share the platform bears (an operator's decision): the provider keeps their payout.
ALTER TABLE payment_refunds ADD COLUMN IF NOT EXISTS provider_keeps boolean NOT NULL DEFAULT false;

-- Refunds the provider kept their share of, and that share, which the platform paid from its own money.
-- Money is still conserved within a payout: gross + covered = refunded + fee + amount.
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS kept_refunded_minor integer NOT NULL DEFAULT 0;
ALTER TABLE payouts ADD COLUMN IF NOT EXISTS covered_minor integer NOT NULL DEFAULT 0;
ALTER TABLE payouts DROP CONSTRAINT IF EXISTS payouts_add_up;
ALTER TABLE payouts ADD CONSTRAINT payouts_add_up
  CHECK (gross_minor + covered_minor = refunded_minor + fee_minor + amount_minor);
ALTER TABLE payouts ADD CONSTRAINT payouts_kept_within
  CHECK (kept_refunded_minor BETWEEN 0 AND refunded_minor AND covered_minor >= 0);
