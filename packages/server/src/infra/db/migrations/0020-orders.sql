-- Orders and what hangs off them: where the job is, bids on published jobs, card payments (and the
-- built-in sandbox gateway's own intents), saved providers and locations, providers' last known position.
-- The lifecycle rules live in orders/state-machine.ts; the CHECKs here only keep impossible rows out.

CREATE TABLE orders (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES accounts (id),
  -- NULL while a published job waits for the customer to engage one of its bidders.
  provider_id text REFERENCES accounts (id),
  -- DIRECT: sent to a chosen provider; BID: published for certified providers to bid on.
  request_mode text NOT NULL CHECK (request_mode IN ('DIRECT', 'BID')),
  -- A snapshot of the product as booked, so later catalogue edits never change an order.
  product_id integer NOT NULL REFERENCES products (id),
  product_name text NOT NULL,
  category text NOT NULL,
  specific text NOT NULL,
  currency text NOT NULL,
  -- The engaged provider's price (per job, or per hour); the product's minimum while no one is engaged.
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  pay_rate text NOT NULL CHECK (pay_rate IN ('PER HOUR', 'PER JOB')),
  -- What the card is charged: the price for PER JOB; set when a PER HOUR order ends (time taken at the rate).
  amount_due numeric(10, 2) CHECK (amount_due >= 0),
  status text NOT NULL DEFAULT 'NEW ORDER'
    CHECK (status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS', 'COMPLETED', 'CANCELLED')),
  -- Shown to people as it is (spec section 4). COMPLETED once the customer's card payment is secured.
  payment_status text NOT NULL,
  CONSTRAINT orders_payment_status_known
    CHECK (payment_status IN ('AWAITING PAYMENT', 'PENDING ORDER', 'COMPLETED', 'RELEASED', 'REFUNDED')),
  provider_accepted_at timestamptz,
  paid_at timestamptz,
  started_at timestamptz,
  ended_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (request_mode = 'BID' OR provider_id IS NOT NULL)
);
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC);
CREATE INDEX orders_provider ON orders (provider_id, created_at DESC);
-- The provider bid panel polls for these every 5 seconds.
CREATE INDEX orders_open_jobs ON orders (product_id) WHERE provider_id IS NULL AND status = 'NEW ORDER';

CREATE TABLE order_shipping (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  zip_code text NOT NULL,
  address text NOT NULL,
  -- From the server's geocoder when the order was placed (the district's centre for an unlisted postcode).
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  scheduled_on date NOT NULL
);

CREATE TABLE bids (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES accounts (id),
  -- The provider's certified price when they bid.
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- Where the provider was when bidding; the customer sees the distance from here to the job.
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, provider_id)
);
CREATE INDEX bids_provider ON bids (provider_id);

CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  gateway text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  intent_id text NOT NULL,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  -- The gateway's PaymentIntent status as last seen: requires_payment_method, requires_capture,
  -- succeeded, canceled, ...
  status text NOT NULL,
  amount_captured_minor integer NOT NULL DEFAULT 0,
  amount_refunded_minor integer NOT NULL DEFAULT 0,
  -- Idempotency keys sent with each gateway call: a retried or concurrent call can never create,
  -- capture, release or refund twice.
  create_key text NOT NULL UNIQUE,
  capture_key text,
  cancel_key text,
  refund_key text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, intent_id)
);
CREATE INDEX payments_order ON payments (order_id, created_at DESC);

-- The built-in sandbox gateway's PaymentIntents (used while no Stripe keys are set). Kept in the
-- database so every API instance, and a restarted one, sees the same intents.
CREATE TABLE sandbox_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  status text NOT NULL,
  amount_captured_minor integer NOT NULL DEFAULT 0,
  amount_refunded_minor integer NOT NULL DEFAULT 0,
  last_error text,
  card_last4 text,
  order_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE saved_providers (
  -- Sent to the client as `Available` and back to delete the record.
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, provider_id)
);

CREATE TABLE saved_locations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- `zip;address`, both trimmed, as the spec writes a saved location.
  location text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, location)
);

-- A provider's last reported position: from bids now, from the live tracking of started orders later.
CREATE TABLE provider_locations (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
