-- The service catalogue (category, specific, product) and what providers offer from it.

CREATE TABLE categories (
  name text PRIMARY KEY,
  description text NOT NULL,
  img_link text NOT NULL,
  position integer NOT NULL
);

-- Every category has at least one specific; 'NONE' stands for "no choice to make".
CREATE TABLE specifics (
  category text NOT NULL REFERENCES categories (name),
  name text NOT NULL,
  description text NOT NULL,
  img_link text NOT NULL,
  PRIMARY KEY (category, name)
);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL,
  specific text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  img_link text NOT NULL,
  currency text NOT NULL DEFAULT 'GBP',
  min_price numeric(10, 2) NOT NULL CHECK (min_price >= 0),
  max_price numeric(10, 2) NOT NULL,
  pay_rate text NOT NULL CHECK (pay_rate IN ('PER HOUR', 'PER JOB')),
  FOREIGN KEY (category, specific) REFERENCES specifics (category, name),
  CHECK (max_price >= min_price)
);
CREATE INDEX products_category ON products (category, specific);

CREATE TABLE provider_schedules (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE', 'SCHEDULED')),
  starts_on date,
  ends_on date,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Certification of a provider for a product at their own price; ACTIVE ones can be booked.
CREATE TABLE provider_services (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'DENIED', 'SUBMITTED', 'SUSPENDED', 'UNDER-REVIEW')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, product_id)
);
CREATE INDEX provider_services_product ON provider_services (product_id, status);
