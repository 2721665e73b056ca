-- A message in a dispute's chat may carry a picture (a private image, shown only to the dispute's customer,
-- its provider and operators); its words may then be empty.
ALTER TABLE dispute_messages ADD COLUMN IF NOT EXISTS image_id text REFERENCES images (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX IF NOT EXISTS dispute_messages_image ON dispute_messages (image_id)
  WHERE image_id IS NOT NULL;
