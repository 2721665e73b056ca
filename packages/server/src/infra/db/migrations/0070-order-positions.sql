-- Issue 16: a provider's position belongs to one job. The position their device reports while an order is
-- IN-PROGRESS is kept on that order, for that order's customer only; the one global "last position" of each
-- provider, written by every bid and every job and readable through any order, goes. A bid keeps its own
-- position (bids.lat, bids.lng), shown to the job's customer while the job is open (booking/customer-bids.ts).
CREATE TABLE order_positions (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now()
);

-- An order that leaves IN-PROGRESS (ended or cancelled by either side, the sweeper, an account deletion, or
-- any path added later) forgets where its provider was, in the same transaction. Done here rather than in
-- each of those paths so that none can forget it.
CREATE FUNCTION forget_order_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_positions WHERE order_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_forget_position AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status <> 'IN-PROGRESS') EXECUTE FUNCTION forget_order_position();

DROP TABLE provider_locations;
