// What the series notices tell about a series (series-notices.ts writes them): its product, cadence and first
// day, the provider's name and the customer's mail.
import type { Queryable } from '../../../infra/db/database';

export interface SeriesFacts {
  id: string;
  customer_id: string;
  provider_id: string;
  product_name: string;
  every_days: number;
  window_start: string;
  first_on: string;
  provider_name: string | null;
  customer_email: string | null;
  customer_first_name: string | null;
  customer_deleted: boolean;
}

export async function seriesFacts(db: Queryable, seriesId: string): Promise<SeriesFacts | null> {
  const [row] = await db.query<SeriesFacts>(
    `SELECT s.id, s.customer_id, s.provider_id, p.name AS product_name, s.every_days, s.window_start,
       to_char(s.first_on, 'YYYY-MM-DD') AS first_on,
       nullif(trim(concat_ws(' ', v.first_name, v.last_name)), '') AS provider_name,
       c.email AS customer_email, c.first_name AS customer_first_name,
       c.deleted_at IS NOT NULL AS customer_deleted
     FROM order_series s JOIN products p ON p.id = s.product_id
     JOIN accounts v ON v.id = s.provider_id
     JOIN accounts c ON c.id = s.customer_id
     WHERE s.id = $1`,
    [seriesId],
  );
  return row ?? null;
}
