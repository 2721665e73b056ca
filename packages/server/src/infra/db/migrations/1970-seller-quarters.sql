-- What is reported to HMRC for a year (domain/payouts/hmrc) is each seller's payouts credited in it, summed
-- per London quarter and currency. The sellers' copies job asks for those figures at each start and hourly on
-- every instance, all year, and they were summed from every payout ever made (the year taken out of each row's
-- time, which no index serves): 1.2M rows at size L. They are kept here instead, as provider_monthly_orders is
-- (1920): statement-level triggers add a statement's payouts once per seller, year, quarter and currency, take
-- away removed ones, and move changed ones (an amount a refund lowered, a time corrected), so the year's figures
-- are the year's rows of this table. `payouts` counts the rows, so a quarter whose payouts were all removed is
-- left out as a sum over no rows is.
CREATE TABLE seller_quarters (
  provider_id text NOT NULL,
  currency text NOT NULL,
  -- The London year and quarter the payouts were credited in.
  year integer NOT NULL,
  quarter integer NOT NULL,
  payouts integer NOT NULL DEFAULT 0,
  consideration bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  -- Payouts with an amount (a payout refunded to nothing is not an activity).
  activities integer NOT NULL DEFAULT 0,
  PRIMARY KEY (year, provider_id, currency, quarter)
);

-- Adds each key's net change of `changes` (payout rows with a sign), in key order (so two statements lock the
-- rows they share in the same order), skipping keys that do not change.
CREATE FUNCTION add_seller_quarters(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO seller_quarters AS q (year, provider_id, currency, quarter, payouts, consideration, fees, activities)
  SELECT year, provider_id, currency, quarter, payouts, consideration, fees, activities
  FROM (SELECT extract(year FROM c.created_at AT TIME ZONE 'Europe/London')::int AS year, c.provider_id,
          c.currency, extract(quarter FROM c.created_at AT TIME ZONE 'Europe/London')::int AS quarter,
          sum(c.sign)::int AS payouts, sum(c.sign * c.amount_minor)::bigint AS consideration,
          sum(c.sign * c.fee_minor)::bigint AS fees,
          sum(c.sign * (c.amount_minor > 0)::int)::int AS activities
        FROM jsonb_to_recordset(changes)
          AS c (provider_id text, currency text, created_at timestamptz, amount_minor int, fee_minor int, sign int)
        GROUP BY 1, 2, 3, 4) d
  WHERE payouts <> 0 OR consideration <> 0 OR fees <> 0 OR activities <> 0
  ORDER BY year, provider_id, currency, quarter
  ON CONFLICT (year, provider_id, currency, quarter) DO UPDATE SET payouts = q.payouts + EXCLUDED.payouts,
    consideration = q.consideration + EXCLUDED.consideration, fees = q.fees + EXCLUDED.fees,
    activities = q.activities + EXCLUDED.activities;
$$;

CREATE FUNCTION count_seller_quarters_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_quarters AS q (year, provider_id, currency, quarter, payouts, consideration, fees, activities)
  SELECT extract(year FROM created_at AT TIME ZONE 'Europe/London')::int, provider_id, currency,
    extract(quarter FROM created_at AT TIME ZONE 'Europe/London')::int, count(*)::int, sum(amount_minor),
    sum(fee_minor), (count(*) FILTER (WHERE amount_minor > 0))::int
  FROM added GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (year, provider_id, currency, quarter) DO UPDATE SET payouts = q.payouts + EXCLUDED.payouts,
    consideration = q.consideration + EXCLUDED.consideration, fees = q.fees + EXCLUDED.fees,
    activities = q.activities + EXCLUDED.activities;
  RETURN NULL;
END;
$$;

-- Only rows whose seller, currency, time, amount or fee changed count (most updates, such as a payout being
-- paid, change none).
CREATE FUNCTION count_seller_quarters_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_seller_quarters(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'currency', currency, 'created_at', created_at,
      'amount_minor', amount_minor, 'fee_minor', fee_minor, 'sign', sign))
    FROM (SELECT a.provider_id, a.currency, a.created_at, a.amount_minor, a.fee_minor, 1 AS sign
          FROM after_update a JOIN before_update b ON b.id = a.id
          WHERE (a.provider_id, a.currency, a.created_at, a.amount_minor, a.fee_minor)
            IS DISTINCT FROM (b.provider_id, b.currency, b.created_at, b.amount_minor, b.fee_minor)
          UNION ALL
          SELECT b.provider_id, b.currency, b.created_at, b.amount_minor, b.fee_minor, -1
          FROM after_update a JOIN before_update b ON b.id = a.id
          WHERE (a.provider_id, a.currency, a.created_at, a.amount_minor, a.fee_minor)
            IS DISTINCT FROM (b.provider_id, b.currency, b.created_at, b.amount_minor, b.fee_minor)) changes),
    '[]'));
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_seller_quarters_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_seller_quarters(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'currency', currency, 'created_at', created_at,
      'amount_minor', amount_minor, 'fee_minor', fee_minor, 'sign', -1))
    FROM removed), '[]'));
  RETURN NULL;
END;
$$;

CREATE TRIGGER payouts_quarters_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_seller_quarters_inserted();
CREATE TRIGGER payouts_quarters_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_seller_quarters_updated();
CREATE TRIGGER payouts_quarters_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_seller_quarters_deleted();

-- What is there already.
INSERT INTO seller_quarters (year, provider_id, currency, quarter, payouts, consideration, fees, activities)
SELECT extract(year FROM created_at AT TIME ZONE 'Europe/London')::int, provider_id, currency,
  extract(quarter FROM created_at AT TIME ZONE 'Europe/London')::int, count(*)::int, sum(amount_minor),
  sum(fee_minor), (count(*) FILTER (WHERE amount_minor > 0))::int
FROM payouts GROUP BY 1, 2, 3, 4;
