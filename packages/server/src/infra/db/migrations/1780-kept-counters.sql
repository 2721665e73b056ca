-- Counters kept as the rows they count change, so the pages that show them read one row instead of a
-- provider's whole history: a provider's orders, completed orders and shown reviews (their card, public
-- profile and dashboard), and each product's orders per London day (the dashboard's trending products).
-- Kept by statement-level triggers over the statement's changed rows, so a bulk load or a batch update
-- adds its counts once per provider, and an update that changes no counted value writes nothing.

CREATE TABLE provider_counters (
  provider_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- Orders the provider is (or was) engaged on, whatever their state.
  orders integer NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  -- Reviews customers left them that an operator has not hidden.
  reviews integer NOT NULL DEFAULT 0
);

CREATE TABLE product_daily_orders (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- The London day the order was placed.
  day date NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, day)
);
CREATE INDEX product_daily_orders_day ON product_daily_orders (day);

-- Adds `delta` rows to provider_counters, providers in id order (so two statements lock the rows they
-- share in the same order), skipping providers whose counts do not change.
CREATE FUNCTION add_provider_counts(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO provider_counters AS c (provider_id, orders, completed, reviews)
  SELECT d.provider_id, d.orders, d.completed, d.reviews
  FROM jsonb_to_recordset(delta) AS d (provider_id text, orders int, completed int, reviews int)
  WHERE d.orders <> 0 OR d.completed <> 0 OR d.reviews <> 0
  ORDER BY d.provider_id
  ON CONFLICT (provider_id) DO UPDATE SET orders = c.orders + EXCLUDED.orders,
    completed = c.completed + EXCLUDED.completed, reviews = c.reviews + EXCLUDED.reviews;
$$;

CREATE FUNCTION count_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'orders', n, 'completed', done, 'reviews', 0))
    FROM (SELECT provider_id, count(*)::int AS n, (count(*) FILTER (WHERE status = 'COMPLETED'))::int AS done
          FROM added WHERE provider_id IS NOT NULL GROUP BY provider_id) s), '[]'));
  INSERT INTO product_daily_orders AS p (product_id, day, orders)
  SELECT product_id, (created_at AT TIME ZONE 'Europe/London')::date AS day, count(*)::int
  FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (product_id, day) DO UPDATE SET orders = p.orders + EXCLUDED.orders;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'orders', n, 'completed', done, 'reviews', 0))
    FROM (SELECT provider_id, sum(sign)::int AS n, sum(sign * (status = 'COMPLETED')::int)::int AS done
          FROM (SELECT provider_id, status, 1 AS sign FROM after_update
                UNION ALL SELECT provider_id, status, -1 FROM before_update) changes
          WHERE provider_id IS NOT NULL GROUP BY provider_id) s), '[]'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'orders', -n, 'completed', -done, 'reviews', 0))
    FROM (SELECT provider_id, count(*)::int AS n, (count(*) FILTER (WHERE status = 'COMPLETED'))::int AS done
          FROM removed WHERE provider_id IS NOT NULL GROUP BY provider_id) s), '[]'));
  UPDATE product_daily_orders p SET orders = p.orders - r.n
  FROM (SELECT product_id, (created_at AT TIME ZONE 'Europe/London')::date AS day, count(*)::int AS n
        FROM removed GROUP BY 1, 2) r
  WHERE p.product_id = r.product_id AND p.day = r.day;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_orders_inserted();
CREATE TRIGGER orders_counted_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_orders_updated();
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_orders_deleted();

-- A review counts for its subject while it is a customer's review of a provider and not hidden.
CREATE FUNCTION count_reviews_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', subject_id, 'orders', 0, 'completed', 0, 'reviews', n))
    FROM (SELECT subject_id, count(*)::int AS n FROM added
          WHERE reviewer_role = 'user' AND hidden_at IS NULL GROUP BY subject_id) s), '[]'));
  RETURN NULL;
END;
$$;

-- Old rows' counts leave and new rows' come: a review hidden leaves its provider's count, one shown returns.
CREATE FUNCTION count_reviews_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', subject_id, 'orders', 0, 'completed', 0, 'reviews', n))
    FROM (SELECT subject_id, sum(sign)::int AS n
          FROM (SELECT subject_id, 1 AS sign FROM after_update
                WHERE reviewer_role = 'user' AND hidden_at IS NULL
                UNION ALL
                SELECT subject_id, -1 FROM before_update
                WHERE reviewer_role = 'user' AND hidden_at IS NULL) changes
          GROUP BY subject_id) s), '[]'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_reviews_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_provider_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', subject_id, 'orders', 0, 'completed', 0, 'reviews', -n))
    FROM (SELECT subject_id, count(*)::int AS n FROM removed
          WHERE reviewer_role = 'user' AND hidden_at IS NULL GROUP BY subject_id) s), '[]'));
  RETURN NULL;
END;
$$;

CREATE TRIGGER reviews_counted_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_reviews_inserted();
CREATE TRIGGER reviews_counted_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_reviews_updated();
CREATE TRIGGER reviews_counted_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_reviews_deleted();

-- What is there already.
INSERT INTO provider_counters (provider_id, orders, completed, reviews)
SELECT provider_id, sum(orders)::int, sum(completed)::int, sum(reviews)::int
FROM (SELECT provider_id, count(*) AS orders, count(*) FILTER (WHERE status = 'COMPLETED') AS completed,
        0 AS reviews
      FROM orders WHERE provider_id IS NOT NULL GROUP BY provider_id
      UNION ALL
      SELECT subject_id, 0, 0, count(*) FROM reviews
      WHERE reviewer_role = 'user' AND hidden_at IS NULL GROUP BY subject_id) counts
GROUP BY provider_id;

INSERT INTO product_daily_orders (product_id, day, orders)
SELECT product_id, (created_at AT TIME ZONE 'Europe/London')::date, count(*)::int FROM orders GROUP BY 1, 2;
