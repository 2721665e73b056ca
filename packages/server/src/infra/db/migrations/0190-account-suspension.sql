-- Suspending an account (issue 20, item 6): an operator stops a customer or provider from signing in and
-- hides a provider from customers until reinstated. NULL means not suspended; the note is the operator's
-- reason, kept for the account page (the audit log keeps the full history).
ALTER TABLE accounts ADD COLUMN suspended_at timestamptz;
ALTER TABLE accounts ADD COLUMN suspension_note text;
