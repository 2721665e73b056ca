// The dashboard's 'Monthly Orders' chart: orders the provider was engaged on, by the month they were
// placed, for the last 12 months including this one (months without orders count 0). A month turns at
// midnight London time, not UTC. The counts are kept per provider and London month by triggers on orders
// (provider_monthly_orders, migration 1920; ADR 0049): twelve rows read off its primary key, whatever the
// provider's history.
import { businessTimeZone } from '@callout/contracts/london-time';
import type { MonthlyOrdersRow } from '@callout/contracts/provider-jobs';
import type { Queryable } from '../../infra/db/database';

export const chartMonths = 12;

export const monthlyOrdersQuery = `
  WITH months AS (
    SELECT generate_series(
      date_trunc('month', now() AT TIME ZONE $2) - make_interval(months => $3 - 1),
      date_trunc('month', now() AT TIME ZONE $2),
      interval '1 month')::date AS month
  )
  SELECT to_char(m.month, 'YYYY-MM') AS "Month", coalesce(k.orders, 0) AS "OrderCount"
  FROM months m
  LEFT JOIN provider_monthly_orders k ON k.provider_id = $1 AND k.month = m.month
  ORDER BY m.month`;

/** Month is `YYYY-MM` (the client formats it with Intl); oldest first, as a bar chart reads. */
export async function monthlyOrders(db: Queryable, providerId: string): Promise<MonthlyOrdersRow[]> {
  return db.query<MonthlyOrdersRow>(monthlyOrdersQuery, [providerId, businessTimeZone, chartMonths]);
}
