-- The customer's and the provider's own order search (orders/order-list-queries.ts) match the typed text
-- anywhere in the order's id, product, category, sub-category and the other party's name, taken together as
-- one text. The name is another table's: the search joined every account to every order of the account to
-- test it (a hash of all accounts at scale). Each order now keeps that text for each side, written as the
-- order or the other party's name changes, and a GIN index holds each side's account id with the trigrams of
-- its text, so a search reads the account's matching orders only. btree_gin lets a GIN index hold the
-- account id; like pg_trgm it ships with PostgreSQL's contrib and with PGlite (loaded in
-- db/pglite-worker.mjs), and is trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- The text the search matched (the same concat_ws, so the answers stay those of the old expression).
CREATE FUNCTION order_search_text(id text, product_name text, category text, specific text, first_name text,
  last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(' ', id, product_name, category, specific, first_name, last_name) $$;

-- What the customer's search matches (the provider's name) and what the provider's does (the customer's).
ALTER TABLE orders ADD COLUMN customer_search text, ADD COLUMN provider_search text;

-- Written on every new order and whenever what the texts are made of changes on it.
CREATE FUNCTION order_search_texts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_search := (
    SELECT order_search_text(NEW.id, NEW.product_name, NEW.category, NEW.specific, p.first_name, p.last_name)
    FROM (SELECT NULL) AS one LEFT JOIN accounts p ON p.id = NEW.provider_id);
  NEW.provider_search := (
    SELECT order_search_text(NEW.id, NEW.product_name, NEW.category, NEW.specific, c.first_name, c.last_name)
    FROM (SELECT NULL) AS one LEFT JOIN accounts c ON c.id = NEW.customer_id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER orders_search_texts BEFORE INSERT OR UPDATE OF id, customer_id, provider_id, product_name,
  category, specific ON orders FOR EACH ROW EXECUTE FUNCTION order_search_texts();

-- A new name (an account edited, verified or forgotten) is written into the texts of its orders.
CREATE FUNCTION account_order_search_texts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET customer_search =
    order_search_text(id, product_name, category, specific, NEW.first_name, NEW.last_name)
  WHERE provider_id = NEW.id;
  UPDATE orders SET provider_search =
    order_search_text(id, product_name, category, specific, NEW.first_name, NEW.last_name)
  WHERE customer_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER accounts_order_search_texts AFTER UPDATE OF first_name, last_name ON accounts FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION account_order_search_texts();

-- The orders there are.
UPDATE orders o SET
  customer_search = order_search_text(o.id, o.product_name, o.category, o.specific, p.first_name, p.last_name),
  provider_search = order_search_text(o.id, o.product_name, o.category, o.specific, c.first_name, c.last_name)
FROM orders x
LEFT JOIN accounts p ON p.id = x.provider_id
LEFT JOIN accounts c ON c.id = x.customer_id
WHERE x.id = o.id;

CREATE INDEX orders_customer_search ON orders USING gin (customer_id, customer_search gin_trgm_ops);
CREATE INDEX orders_provider_search ON orders USING gin (provider_id, provider_search gin_trgm_ops);
-- The planner's figures for the new columns, rather than its guesses until autovacuum comes round.
ANALYZE orders;
