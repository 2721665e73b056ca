-- The payment sweeper (domain/orders/payment-sweeper.ts) looks for orders whose money still needs something
-- done: a hold getting old, a finished order still held, a cancelled order's money not yet back, a completed
-- order without its payout. Each of those joins the order to its latest payment (and its payouts), so no index
-- on one table finds them, and every round (each 10 minutes and at each start) read every order: 1.5 s at
-- 2M orders (ADR 0049). This table names the orders that may have such work: a row is written (or its
-- `touches` counted up) by the statements that can give an order work (a payment written or removed, a
-- payout removed, the order's status, payment status or cancellation charge changed), and the sweeper
-- removes the rows of orders that have none left (payment-sweep-queries.ts), so it stays as small as the
-- money in flight. Nothing here decides what is due: the sweeper's own conditions still do.
CREATE TABLE orders_to_settle (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  -- Counted up at each change, so the sweeper removes a row only if no change came after it looked.
  touches bigint NOT NULL DEFAULT 0
);

-- Notes `ids`, in id order (so two statements lock the rows they share in the same order).
CREATE FUNCTION note_orders_to_settle(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO orders_to_settle AS t (order_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (order_id) DO UPDATE SET touches = t.touches + 1;
$$;

CREATE FUNCTION note_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM note_orders_to_settle(ARRAY(SELECT order_id FROM removed));
  ELSE
    PERFORM note_orders_to_settle(ARRAY(SELECT order_id FROM added));
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION note_payouts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_orders_to_settle(ARRAY(SELECT order_id FROM removed));
  RETURN NULL;
END;
$$;

-- Only orders whose status, payment status or cancellation charge changed (most updates change none).
CREATE FUNCTION note_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_orders_to_settle(ARRAY(
    SELECT a.id FROM after_update a JOIN before_update b ON b.id = a.id
    WHERE a.status <> b.status OR a.payment_status IS DISTINCT FROM b.payment_status
      OR a.cancel_charge_minor IS DISTINCT FROM b.cancel_charge_minor));
  RETURN NULL;
END;
$$;

CREATE TRIGGER payments_settle_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_payments_changed();
CREATE TRIGGER payments_settle_update AFTER UPDATE ON payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION note_payments_changed();
CREATE TRIGGER payments_settle_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_payments_changed();
CREATE TRIGGER payouts_settle_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION note_payouts_removed();
CREATE TRIGGER orders_settle_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION note_orders_changed();

-- What may have work already: every order whose latest payment is still held, or whose money a cancellation
-- or completion has not yet settled (the sweeper's conditions without their waiting times; its first round
-- removes any that turn out to have none).
INSERT INTO orders_to_settle (order_id)
SELECT o.id
FROM orders o
JOIN LATERAL (SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true
WHERE p.status = 'requires_capture'
  OR (o.status = 'CANCELLED' AND p.status IN ('succeeded', 'canceled'))
  OR (o.status = 'COMPLETED' AND p.status = 'succeeded'
    AND NOT EXISTS (SELECT 1 FROM payouts po WHERE po.order_id = o.id));
