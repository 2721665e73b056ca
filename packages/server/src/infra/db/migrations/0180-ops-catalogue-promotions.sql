-- Issue 20, items 4 and 5: operators manage the catalogue and the dashboard's promotion cards.

-- A hidden category, specific or product disappears from the public lists and from booking. A product that
-- was ever ordered is hidden rather than deleted: orders keep their product_id.
ALTER TABLE categories ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE specifics ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN hidden boolean NOT NULL DEFAULT false;

-- The customer dashboard's promotion cards, shown from starts_on to ends_on (London days, both included),
-- in position order. The picture is a public image (images table); the link is a path inside the app.
CREATE TABLE promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  image_id text NOT NULL,
  description text NOT NULL,
  link text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  position integer NOT NULL DEFAULT 0,
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX promotions_live ON promotions (starts_on, ends_on) WHERE NOT hidden;
