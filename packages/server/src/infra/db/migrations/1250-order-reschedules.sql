-- Rescheduling by agreement: either side of an order not yet started proposes another date and arrival
-- window, and the other accepts or declines. Each proposal is kept, so the order shows where it was moved
-- from and to. At most one proposal of an order waits for an answer at a time.
CREATE TABLE IF NOT EXISTS order_reschedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  proposed_by text NOT NULL CHECK (proposed_by IN ('customer', 'provider')),
  -- The Idempotency-Key of the proposing call (the offline outbox repeats it): a repeat is the same proposal.
  idempotency_key text,
  from_day date NOT NULL,
  from_starts timestamptz,
  from_ends timestamptz,
  to_day date NOT NULL,
  to_starts timestamptz NOT NULL,
  to_ends timestamptz NOT NULL,
  -- What the move costs the customer, decided when it is proposed (the cancellation policy's late fee
  -- inside 24 hours of the booked window, for the provider); charged once it is accepted.
  charge_minor integer NOT NULL DEFAULT 0 CHECK (charge_minor >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CHECK (to_ends > to_starts)
);
CREATE UNIQUE INDEX IF NOT EXISTS order_reschedules_one_pending ON order_reschedules (order_id)
  WHERE status = 'PENDING';
CREATE UNIQUE INDEX IF NOT EXISTS order_reschedules_key ON order_reschedules (order_id, proposed_by, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS order_reschedules_order ON order_reschedules (order_id, created_at);

-- The charges of accepted moves, summed: paid with the job (added to what a PER JOB order costs, and to the
-- time a PER HOUR job is priced at), and so paid to the provider like the rest. NULL: no charged move.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS reschedule_charge_minor integer CHECK (reschedule_charge_minor >= 0);
