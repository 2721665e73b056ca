-- Chat pictures are no longer public: /api/images serves only public pictures (profile photos, catalogue),
-- and private ones go out through short-lived signed addresses (media/private-media.ts).
ALTER TABLE images ADD COLUMN IF NOT EXISTS private boolean NOT NULL DEFAULT false;
UPDATE images SET private = true WHERE id IN (SELECT image_id FROM chat_messages WHERE image_id IS NOT NULL);

-- A signed picture address names the picture; serving it finds the message that shows it.
CREATE INDEX IF NOT EXISTS chat_messages_image ON chat_messages (image_id) WHERE image_id IS NOT NULL;

-- Secrets the server makes for itself when the environment gives none, the same for every instance on
-- this database (the key that signs picture addresses).
CREATE TABLE IF NOT EXISTS server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
