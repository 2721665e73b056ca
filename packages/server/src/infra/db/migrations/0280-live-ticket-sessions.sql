-- A live updates stream lasts as long as the session that asked for its ticket (live/live-routes.ts): the
-- ticket remembers that session's hash. Tickets live a minute, so the ones issued before this are dropped.
DELETE FROM live_tickets;
ALTER TABLE live_tickets ADD COLUMN session_hash text NOT NULL;
