-- Pictures at the size shown (issue 25): an uploaded picture's own size, read from its header, and the
-- smaller WebP copies the console's browser made of it, served at /api/images/<id>?w=<width>. A copy goes
-- with its picture.
ALTER TABLE images ADD COLUMN IF NOT EXISTS width integer;
ALTER TABLE images ADD COLUMN IF NOT EXISTS height integer;

CREATE TABLE image_variants (
  image_id text NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  mime text NOT NULL,
  data_base64 text NOT NULL,
  PRIMARY KEY (image_id, width)
);
