-- The operators' queue (support/case-store.ts) shows each case's messages not deleted and when the last one
-- came: it counted and read every message of every case on the page, so a page holding a long chat (10,000
-- messages) read them all, twice. Each case now keeps its count, as messages come, are deleted or go, and the
-- last message's time is read off an index of each chat's messages by time.

ALTER TABLE support_cases ADD COLUMN messages integer NOT NULL DEFAULT 0;

-- Kept by statement-level triggers over the statement's changed rows (as migrations/1780-kept-counters.sql
-- keeps the providers' counts): a bulk load adds its counts once per case, the cases locked in id order (no
-- two statements lock them in opposite orders). A message counts while it is a support message not deleted.
CREATE FUNCTION count_support_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM support_cases WHERE id IN (SELECT chat_ref FROM added WHERE category = 'SUPPORT')
    ORDER BY id FOR UPDATE;
  UPDATE support_cases c SET messages = c.messages + d.n
  FROM (SELECT chat_ref, count(*)::int AS n FROM added
        WHERE category = 'SUPPORT' AND deleted_at IS NULL GROUP BY chat_ref) d
  WHERE c.id = d.chat_ref;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_support_messages_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM support_cases
  WHERE id IN (SELECT chat_ref FROM after_update WHERE category = 'SUPPORT'
               UNION SELECT chat_ref FROM before_update WHERE category = 'SUPPORT')
  ORDER BY id FOR UPDATE;
  UPDATE support_cases c SET messages = c.messages + d.n
  FROM (SELECT chat_ref, sum(sign)::int AS n
        FROM (SELECT chat_ref, 1 AS sign FROM after_update WHERE category = 'SUPPORT' AND deleted_at IS NULL
              UNION ALL
              SELECT chat_ref, -1 FROM before_update WHERE category = 'SUPPORT' AND deleted_at IS NULL) changes
        GROUP BY chat_ref) d
  WHERE c.id = d.chat_ref AND d.n <> 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_support_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM support_cases WHERE id IN (SELECT chat_ref FROM removed WHERE category = 'SUPPORT')
    ORDER BY id FOR UPDATE;
  UPDATE support_cases c SET messages = c.messages - d.n
  FROM (SELECT chat_ref, count(*)::int AS n FROM removed
        WHERE category = 'SUPPORT' AND deleted_at IS NULL GROUP BY chat_ref) d
  WHERE c.id = d.chat_ref;
  RETURN NULL;
END;
$$;

CREATE TRIGGER chat_messages_counted_inserted AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_support_messages_inserted();
CREATE TRIGGER chat_messages_counted_updated AFTER UPDATE ON chat_messages
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_support_messages_updated();
CREATE TRIGGER chat_messages_counted_deleted AFTER DELETE ON chat_messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_support_messages_deleted();

-- The messages there are.
UPDATE support_cases c SET messages = d.n
FROM (SELECT chat_ref, count(*)::int AS n FROM chat_messages
      WHERE category = 'SUPPORT' AND deleted_at IS NULL GROUP BY chat_ref) d
WHERE c.id = d.chat_ref;

-- A chat's latest message (its max(created_at)) is this index's last entry for the chat.
CREATE INDEX chat_messages_chat_time ON chat_messages (category, chat_ref, created_at);
