-- A booking or published job carries the customer's note for the provider ("bring ladders") and up to
-- five photos. The photos are private pictures (images.private): served only to the order's customer, the
-- provider(s) who may see the job, and operators (media/media-access.ts).
ALTER TABLE orders ADD COLUMN IF NOT EXISTS note text;

CREATE TABLE IF NOT EXISTS order_photos (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  image_id text NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, position),
  UNIQUE (image_id)
);
