-- The order lifecycle's own records (issue 6): reviews both ways, the provider's payouts, and the lease that
-- lets one API instance at a time run the settlement sweeper. The rules live in orders/ and reviews/.

CREATE TABLE reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- 'user': the customer reviews the provider; 'provider': the provider reviews the customer.
  reviewer_role text NOT NULL CHECK (reviewer_role IN ('user', 'provider')),
  reviewer_id text NOT NULL REFERENCES accounts (id),
  subject_id text NOT NULL REFERENCES accounts (id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text,
  -- The client's Idempotency-Key: a replayed post (offline outbox, lost answer) finds its first result.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One review per order and side.
  UNIQUE (order_id, reviewer_role)
);
-- NULL keys never collide, so posts without the header are unaffected.
CREATE UNIQUE INDEX reviews_idempotency ON reviews (reviewer_id, idempotency_key);
-- accounts.rating is the average of these (reviews/review-store.ts).
CREATE INDEX reviews_subject ON reviews (subject_id);

-- How a provider wants to be paid: after each completed job, or in the weekly batch. The payout onboarding
-- (issue 7) lets the provider choose; until then everyone is in the weekly batch.
ALTER TABLE accounts ADD COLUMN payout_schedule text NOT NULL DEFAULT 'WEEKLY'
  CHECK (payout_schedule IN ('INSTANT', 'WEEKLY'));

-- What the platform owes a provider for a completed order, recorded once the customer's money is captured.
CREATE TABLE payouts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- One payout per order, however often settlement runs.
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  payment_id text NOT NULL REFERENCES payments (id),
  provider_id text NOT NULL REFERENCES accounts (id),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  -- The provider's choice when the payout was recorded.
  schedule text NOT NULL CHECK (schedule IN ('INSTANT', 'WEEKLY')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  -- The weekly batch that paid it.
  batch_id text,
  -- The gateway's transfer once Stripe Connect transfers exist; NULL while payouts are only recorded.
  transfer_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK (status = 'pending' OR paid_at IS NOT NULL)
);
CREATE INDEX payouts_provider ON payouts (provider_id, created_at DESC);
CREATE INDEX payouts_pending ON payouts (schedule, created_at) WHERE status = 'pending';

-- Leases for periodic jobs shared by every API instance: whoever holds an unexpired lease runs the job.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The sweeper looks for held payments of open orders that are getting old.
CREATE INDEX orders_paid_open ON orders (paid_at)
  WHERE payment_status = 'COMPLETED' AND status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS');
