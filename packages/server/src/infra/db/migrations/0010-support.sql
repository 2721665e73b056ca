-- Support cases, the chat messages of support and order chats, and the operator role that answers cases.

-- Operators (support staff) are accounts too, created only by the operator CLI: there is no public signup.
ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_role_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('user', 'provider', 'operator'));

CREATE TABLE support_cases (
  -- Public ids such as CS-7F3K9Q2A: short enough for an operator to type, not guessable in sequence.
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  subject text NOT NULL,
  -- NEW: nobody has answered yet; OPEN: an operator is on it; CLOSED: the chat is read-only.
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'OPEN', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_cases_account ON support_cases (account_id, created_at DESC);
CREATE INDEX support_cases_status ON support_cases (status, created_at);

-- One table for every chat: chat_ref is the case id (SUPPORT) or the order id (ORDER). Who may read a chat
-- is decided by the code that resolves its reference, not by this table.
CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('SUPPORT', 'ORDER')),
  chat_ref text NOT NULL,
  sender_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  body text,
  image_id text REFERENCES images (id) ON DELETE SET NULL,
  reply_to_id bigint REFERENCES chat_messages (id),
  -- The client's Idempotency-Key: a replayed post (offline queue, lost answer) finds its first result.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Deleted messages keep their row (for replays and replies to them) but lose their text and image.
  deleted_at timestamptz
);
CREATE INDEX chat_messages_chat ON chat_messages (category, chat_ref, id);
-- NULL keys never collide, so posts without the header are unaffected.
CREATE UNIQUE INDEX chat_messages_idempotency ON chat_messages (sender_id, idempotency_key);
