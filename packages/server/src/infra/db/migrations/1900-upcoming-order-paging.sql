-- The active and upcoming orders (the customer's dashboard, the provider's profile) page with a keyset
-- cursor, soonest job first, then as ordered. The job's day lives in order_shipping, and no index can lead
-- with one table's account and order by another's day: the day is kept on the order too, by a trigger over
-- each statement's shipping rows (every write of a day, the app's, a bulk load's or a test's, keeps it), so
-- an account's coming orders are read off one partial index in the list's order, a late page as cheaply as
-- the first, however long the account's history.

ALTER TABLE orders ADD COLUMN scheduled_on date;

UPDATE orders o SET scheduled_on = s.scheduled_on FROM order_shipping s WHERE s.order_id = o.id;

CREATE FUNCTION keep_order_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET scheduled_on = d.scheduled_on
  FROM (SELECT order_id, scheduled_on FROM shipped ORDER BY order_id) d
  WHERE o.id = d.order_id AND o.scheduled_on IS DISTINCT FROM d.scheduled_on;
  RETURN NULL;
END;
$$;

CREATE TRIGGER order_shipping_day_inserted AFTER INSERT ON order_shipping
  REFERENCING NEW TABLE AS shipped FOR EACH STATEMENT EXECUTE FUNCTION keep_order_day();
CREATE TRIGGER order_shipping_day_updated AFTER UPDATE ON order_shipping
  REFERENCING NEW TABLE AS shipped FOR EACH STATEMENT EXECUTE FUNCTION keep_order_day();

-- The statuses are the list's (upcomingStatuses, domain/orders/order-list-queries.ts), written as literals
-- there too so the planner matches these indexes.
CREATE INDEX orders_customer_upcoming ON orders (customer_id, scheduled_on, created_at, id)
  WHERE status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS');
CREATE INDEX orders_provider_upcoming ON orders (provider_id, scheduled_on, created_at, id)
  WHERE status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS');
