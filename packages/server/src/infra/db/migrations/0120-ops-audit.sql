-- The operators' audit log (issue 20): every action an operator takes, from the console or the CLI, with
-- who took it, when, what it touched and the record before and after. Rows are only ever added.
CREATE TABLE ops_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The operator's account; kept (with the email as it was) if that account is later deleted.
  operator_id text NOT NULL,
  operator_email text NOT NULL,
  -- What was done, as a dotted name: kyc.review, service.review, case.reply, product.update, order.refund...
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z-]+)+$'),
  -- What it touched: its kind (account, order, case, product, category, specific, promotion, service)
  -- and id, so the account's or the order's page can show its own entries.
  subject_type text NOT NULL CHECK (subject_type ~ '^[a-z-]+$'),
  subject_id text NOT NULL,
  -- The account the subject belongs to, when it has one (an order's customer, a service's provider).
  account_id text,
  before jsonb,
  after jsonb,
  note text
);
CREATE INDEX ops_audit_subject ON ops_audit (subject_type, subject_id, at DESC);
CREATE INDEX ops_audit_account ON ops_audit (account_id, at DESC) WHERE account_id IS NOT NULL;
CREATE INDEX ops_audit_at ON ops_audit (at DESC, id DESC);
