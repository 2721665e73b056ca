-- A support case opened offline waits in the app's outbox and may arrive more than once (a lost answer, a
-- replay from another tab or the service worker): the client's Idempotency-Key finds the first case.

ALTER TABLE support_cases ADD COLUMN idempotency_key text;
-- NULL keys never collide, so cases opened without the header are unaffected.
CREATE UNIQUE INDEX support_cases_idempotency ON support_cases (account_id, idempotency_key);
