-- The console's order list pages with a keyset cursor (ops/order-search.ts), newest first and orders of one
-- moment by id, as orders_newest (created_at DESC, id) already keeps every order. A list of one status reads
-- this index instead, so a status few orders have (IN-PROGRESS) does not walk every newer order to find them.
CREATE INDEX orders_status_newest ON orders (status, created_at DESC, id);
