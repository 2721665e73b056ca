-- Searches for text anywhere in a field ("contains", ILIKE '%…%') read a trigram index instead of every
-- row. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The console's account search matches its words anywhere in the id, email, name and phone, taken together
-- as one text (ops/account-list.ts): the same text, indexed. concat_ws of text is immutable, as an index
-- needs; the function says so.
CREATE OR REPLACE FUNCTION account_search_text(id text, email text, first_name text, last_name text, phone text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', id, email, first_name, last_name, phone) $$;
CREATE INDEX IF NOT EXISTS accounts_search ON accounts
  USING gin (account_search_text(id, email, first_name, last_name, phone) gin_trgm_ops);
-- The account list without a search, newest first.
CREATE INDEX IF NOT EXISTS accounts_newest ON accounts (created_at DESC, id);
-- The console's order search finds the customer's or provider's email (ops/order-search.ts).
CREATE INDEX IF NOT EXISTS accounts_email_search ON accounts USING gin (email gin_trgm_ops);

-- The console's order search: the order's id and product.
CREATE INDEX IF NOT EXISTS orders_search ON orders USING gin (id gin_trgm_ops, product_name gin_trgm_ops);

-- The audit log's search: action, subject, operator and note (ops/audit-log.ts).
CREATE INDEX IF NOT EXISTS ops_audit_search ON ops_audit
  USING gin (action gin_trgm_ops, subject_id gin_trgm_ops, operator_email gin_trgm_ops, note gin_trgm_ops);
