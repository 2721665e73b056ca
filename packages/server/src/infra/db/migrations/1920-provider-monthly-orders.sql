-- The provider dashboard's 'Monthly Orders' chart reads twelve kept rows instead of counting the provider's
-- orders of the last twelve months on every load (issue 37, item 6; ADR 0049): each provider's orders per
-- London month they were placed in, kept by statement-level triggers like provider_counters (1780), so a
-- bulk load adds its counts once per provider and month, and an update that moves no order between
-- providers or months writes nothing.

CREATE TABLE provider_monthly_orders (
  provider_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The first day of the London month the order was placed in.
  month date NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider_id, month)
);

-- Adds each (provider, month)'s net change of `changes` (provider_id, created_at, sign), in key order (so two
-- statements lock the rows they share in the same order), skipping those that do not change.
CREATE FUNCTION add_provider_monthly_orders(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO provider_monthly_orders AS m (provider_id, month, orders)
  SELECT provider_id, month, n
  FROM (SELECT c.provider_id, date_trunc('month', c.created_at AT TIME ZONE 'Europe/London')::date AS month,
          sum(c.sign)::int AS n
        FROM jsonb_to_recordset(changes) AS c (provider_id text, created_at timestamptz, sign int)
        WHERE c.provider_id IS NOT NULL
        GROUP BY 1, 2) d
  WHERE n <> 0
  ORDER BY provider_id, month
  ON CONFLICT (provider_id, month) DO UPDATE SET orders = m.orders + EXCLUDED.orders;
$$;

CREATE FUNCTION count_monthly_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_monthly_orders AS m (provider_id, month, orders)
  SELECT provider_id, date_trunc('month', created_at AT TIME ZONE 'Europe/London')::date, count(*)::int
  FROM added WHERE provider_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (provider_id, month) DO UPDATE SET orders = m.orders + EXCLUDED.orders;
  RETURN NULL;
END;
$$;

-- Only rows whose provider or creation time changed count (most updates change neither).
CREATE FUNCTION count_monthly_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_monthly_orders(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'created_at', created_at, 'sign', sign))
    FROM (SELECT a.provider_id, a.created_at, 1 AS sign
          FROM after_update a JOIN before_update b ON b.id = a.id
          WHERE a.provider_id IS DISTINCT FROM b.provider_id OR a.created_at <> b.created_at
          UNION ALL
          SELECT b.provider_id, b.created_at, -1
          FROM after_update a JOIN before_update b ON b.id = a.id
          WHERE a.provider_id IS DISTINCT FROM b.provider_id OR a.created_at <> b.created_at) changes), '[]'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_monthly_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_monthly_orders m SET orders = m.orders - r.n
  FROM (SELECT provider_id, date_trunc('month', created_at AT TIME ZONE 'Europe/London')::date AS month,
          count(*)::int AS n
        FROM removed WHERE provider_id IS NOT NULL GROUP BY 1, 2) r
  WHERE m.provider_id = r.provider_id AND m.month = r.month;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_monthly_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_monthly_orders_inserted();
CREATE TRIGGER orders_monthly_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_monthly_orders_updated();
CREATE TRIGGER orders_monthly_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_monthly_orders_deleted();

-- What is there already.
INSERT INTO provider_monthly_orders (provider_id, month, orders)
SELECT provider_id, date_trunc('month', created_at AT TIME ZONE 'Europe/London')::date, count(*)::int
FROM orders WHERE provider_id IS NOT NULL GROUP BY 1, 2;
