-- Money that reaches providers (issue 19): each payout is split into the platform's fee and the provider's
-- net, transferred to the provider's payout account (Stripe Connect, or the sandbox's own ledger) and kept
-- in step with refunds and reversals, so that for every order
--   captured = refunded + fee + transferred to the provider + still pending.
-- Gateway calls are made outside transactions: each one is noted first (its idempotency key and amount),
-- made, then recorded, so a crash in between is finished later with the same key and never pays twice.

ALTER TABLE payouts DROP CONSTRAINT payouts_amount_minor_check;
ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts DROP CONSTRAINT payouts_check;
-- What the payout was split from: the order's capture less refunds made before the payout was recorded.
ALTER TABLE payouts ADD COLUMN gross_minor integer;
-- PLATFORM_FEE_PERCENT when it was recorded, in hundredths of a percent.
ALTER TABLE payouts ADD COLUMN fee_basis_points integer NOT NULL DEFAULT 0;
-- The provider's share when recorded (gross less the fee, rounded half up); never changes afterwards.
ALTER TABLE payouts ADD COLUMN net_minor integer;
-- Now: the platform's fee and, in amount_minor, the provider's share, both less their parts of later refunds.
ALTER TABLE payouts ADD COLUMN fee_minor integer NOT NULL DEFAULT 0;
-- Refunds to the customer made after the payout was recorded.
ALTER TABLE payouts ADD COLUMN refunded_minor integer NOT NULL DEFAULT 0;
-- At the provider's account now: transfers less their reversals.
ALTER TABLE payouts ADD COLUMN transferred_minor integer NOT NULL DEFAULT 0;
-- Reversed from the transfer in all (by a refund, or at the gateway: transfer.reversed).
ALTER TABLE payouts ADD COLUMN reversed_minor integer NOT NULL DEFAULT 0;
-- The transfer being made: its key (callout-payout-<id>-transfer-<attempt>), amount and destination.
ALTER TABLE payouts ADD COLUMN transfer_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payouts ADD COLUMN transfer_key text;
ALTER TABLE payouts ADD COLUMN transfer_amount_minor integer;
ALTER TABLE payouts ADD COLUMN transfer_destination text;
ALTER TABLE payouts ADD COLUMN transfer_started_at timestamptz;
-- The reversal being made (callout-payout-<id>-reversal-<n>), when a refund takes back what was transferred.
ALTER TABLE payouts ADD COLUMN reversals integer NOT NULL DEFAULT 0;
ALTER TABLE payouts ADD COLUMN reversal_key text;
ALTER TABLE payouts ADD COLUMN reversal_amount_minor integer;
ALTER TABLE payouts ADD COLUMN reversal_started_at timestamptz;
-- Why the transfer was refused, or why the bank payout after it failed (payout.failed).
ALTER TABLE payouts ADD COLUMN failure_reason text;
ALTER TABLE payouts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Before this release a payout was only marked paid: no money moved (reconcile reports these).
UPDATE payouts SET gross_minor = amount_minor, net_minor = amount_minor,
  transferred_minor = CASE WHEN status = 'paid' THEN amount_minor ELSE 0 END;
ALTER TABLE payouts ALTER COLUMN gross_minor SET NOT NULL;
ALTER TABLE payouts ALTER COLUMN net_minor SET NOT NULL;
-- pending: owed, not transferred yet; paid: transferred; failed: the transfer was refused (still owed) or
-- the bank payout after it failed; reversed: taken back at the gateway and held for an operator.
ALTER TABLE payouts ADD CONSTRAINT payouts_status_known
  CHECK (status IN ('pending', 'paid', 'failed', 'reversed'));
ALTER TABLE payouts ADD CONSTRAINT payouts_paid_when CHECK (status <> 'paid' OR paid_at IS NOT NULL);
ALTER TABLE payouts ADD CONSTRAINT payouts_fee_rate CHECK (fee_basis_points BETWEEN 0 AND 5000);
ALTER TABLE payouts ADD CONSTRAINT payouts_amounts CHECK (
  amount_minor >= 0 AND fee_minor >= 0 AND refunded_minor >= 0 AND reversed_minor >= 0
  AND transferred_minor >= 0 AND transferred_minor <= net_minor);
-- Money is conserved within a payout, whatever happens to it.
ALTER TABLE payouts ADD CONSTRAINT payouts_add_up CHECK (gross_minor = refunded_minor + fee_minor + amount_minor);
CREATE UNIQUE INDEX payouts_transfer ON payouts (transfer_id);
CREATE INDEX payouts_in_flight ON payouts (id) WHERE transfer_key IS NOT NULL OR reversal_key IS NOT NULL;

-- The charge behind a captured PaymentIntent: transfers name it as their source_transaction.
ALTER TABLE payments ADD COLUMN charge_id text;

-- Refunds of part or all of a captured payment (operators' refunds build on this): noted before the gateway
-- is asked (status started), then done or refused. The gateway's key is callout-refund-<id>.
CREATE TABLE payment_refunds (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  payment_id text NOT NULL REFERENCES payments (id),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  reason text NOT NULL,
  requested_by text REFERENCES accounts (id),
  -- The caller's key: asking again with it is the same refund.
  request_key text UNIQUE,
  status text NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'done', 'refused')),
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX payment_refunds_order ON payment_refunds (order_id, created_at);
CREATE INDEX payment_refunds_started ON payment_refunds (created_at) WHERE status = 'started';

-- The sandbox gateway's own ledger of transfers, reversals and refunds, each by its idempotency key as
-- Stripe keeps them, so a repeated call is answered with the first result.
CREATE TABLE sandbox_transfers (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  destination text NOT NULL,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  amount_reversed_minor integer NOT NULL DEFAULT 0,
  currency text NOT NULL,
  transfer_group text,
  source_transaction text,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (amount_reversed_minor BETWEEN 0 AND amount_minor)
);
CREATE INDEX sandbox_transfers_group ON sandbox_transfers (transfer_group);
CREATE TABLE sandbox_transfer_reversals (
  idempotency_key text PRIMARY KEY,
  transfer_id text NOT NULL REFERENCES sandbox_transfers (id),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_refunds (
  idempotency_key text PRIMARY KEY,
  intent_id text NOT NULL REFERENCES sandbox_payment_intents (id),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Jobs that run at a time of the week (the weekly payouts): the last occurrence each has run for, named by
-- its London wall-clock time, so every instance agrees it is done and none runs it again.
CREATE TABLE job_occurrences (
  name text PRIMARY KEY,
  last_wall_clock text NOT NULL,
  last_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
