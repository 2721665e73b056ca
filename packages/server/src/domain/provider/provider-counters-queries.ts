// A provider's counts, kept by triggers as their orders and reviews change (db/migrations/1780-kept-
// counters.sql): the card, the public profile and the dashboard read one row, however long the history.
import type { Queryable } from '../../infra/db/database';

const counter = (column: 'orders' | 'completed' | 'reviews', provider: string) =>
  `COALESCE((SELECT pc.${column} FROM provider_counters pc WHERE pc.provider_id = ${provider}), 0)`;

/** Completed orders of `provider` (an SQL expression naming the account's id). */
export const completedOrdersSql = (provider: string) => counter('completed', provider);

/** Reviews customers left `provider` that an operator has not hidden (an SQL expression naming the id). */
export const reviewCountSql = (provider: string) => counter('reviews', provider);

/** The provider profile's counters: completed orders, and every order they were engaged on. */
export async function providerOrderCounts(
  db: Queryable,
  providerId: string,
): Promise<{ completed: number; total: number }> {
  const [row] = await db.query<{ completed: number; total: number }>(
    'SELECT completed, orders AS total FROM provider_counters WHERE provider_id = $1',
    [providerId],
  );
  return { completed: row?.completed ?? 0, total: row?.total ?? 0 };
}
