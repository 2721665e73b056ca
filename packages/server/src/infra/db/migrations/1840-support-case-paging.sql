-- Support cases page with a keyset cursor (support/case-store.ts). The account's own list reads newest first
-- with the id as tie-break, so the id joins its index and a late page is read straight off it, unsorted.
-- The operators' queue reads oldest first: the cases waiting (NEW and OPEN, few beside the closed ones) off
-- a partial index, the closed ones off the status index, and every case off the time they were opened.
CREATE INDEX support_cases_account_newest ON support_cases (account_id, created_at DESC, id DESC);
DROP INDEX support_cases_account;
CREATE INDEX support_cases_waiting ON support_cases (created_at, id) WHERE status IN ('NEW', 'OPEN');
CREATE INDEX support_cases_status_opened ON support_cases (status, created_at, id);
DROP INDEX support_cases_status;
CREATE INDEX support_cases_opened ON support_cases (created_at, id);
