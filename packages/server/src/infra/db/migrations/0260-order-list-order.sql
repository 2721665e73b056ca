-- Order histories (GET /orders, /provider/orders; issue 23) list newest first with the id as tie-break
-- (orders/order-lists.ts). With the id in the index the newest 200 come straight off it: the plan had an
-- incremental sort over every order of the account on top of the index scan.
CREATE INDEX orders_customer_newest ON orders (customer_id, created_at DESC, id DESC);
CREATE INDEX orders_provider_newest ON orders (provider_id, created_at DESC, id DESC);
DROP INDEX orders_customer;
DROP INDEX orders_provider;
