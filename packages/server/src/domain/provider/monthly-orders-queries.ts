// The dashboard's 'Monthly Orders' chart: orders the provider was engaged on, by the month they were
// placed, for the last 12 months including this one (months without orders count 0). A month turns at
// midnight London time, not UTC. Only the chart's months are read, through the provider's orders by date
// (orders_provider_newest), so a long history costs nothing.
import { businessTimeZone } from '@callout/contracts/london-time';
import type { MonthlyOrdersRow } from '@callout/contracts/provider-jobs';
import type { Queryable } from '../../infra/db/database';

export const chartMonths = 12;

/** Month is `YYYY-MM` (the client formats it with Intl); oldest first, as a bar chart reads. */
export async function monthlyOrders(db: Queryable, providerId: string): Promise<MonthlyOrdersRow[]> {
  return db.query<MonthlyOrdersRow>(
    `WITH months AS (
       SELECT generate_series(
         date_trunc('month', now() AT TIME ZONE $2) - make_interval(months => $3 - 1),
         date_trunc('month', now() AT TIME ZONE $2),
         interval '1 month') AS month
     )
     SELECT to_char(m.month, 'YYYY-MM') AS "Month", count(o.id)::int AS "OrderCount"
     FROM months m
     LEFT JOIN orders o ON o.provider_id = $1
       AND o.created_at >= (m.month AT TIME ZONE $2) AND o.created_at < ((m.month + interval '1 month') AT TIME ZONE $2)
     GROUP BY m.month
     ORDER BY m.month`,
    [providerId, businessTimeZone, chartMonths],
  );
}
