// What the provider's notices read about the events they tell (provider-events.ts, push/chat-notices.ts): the
// order and when it is, the providers a published job is announced to, and a support case's owner.
import type { Queryable } from '../../infra/db/database';
import { londonTodaySql, windowLabelSql } from '../../infra/db/london-day';
import { reachesProviderSql } from '../../infra/geo/service-area-queries';
import { credentialsCoverSql } from '../provider/credentials/coverage';

/** More would flood the table for one job; the bid panel lists every open job anyway. */
const maxAnnounced = 200;

export interface OrderFacts {
  id: string;
  provider_id: string | null;
  request_mode: 'DIRECT' | 'BID';
  product_id: number;
  product_name: string;
  zip_code: string;
  scheduled_on: string;
  job_window: string | null;
  lat: number;
  lng: number;
}

export async function orderFacts(db: Queryable, orderId: string): Promise<OrderFacts | null> {
  const [row] = await db.query<OrderFacts>(
    `SELECT o.id, o.provider_id, o.request_mode, o.product_id, o.product_name, s.zip_code, s.lat, s.lng,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on, ${windowLabelSql('s')} AS job_window
     FROM orders o JOIN order_shipping s ON s.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return row ?? null;
}

/**
 * The providers who could bid on the published job (certified, verified, available that day) and whose
 * service area covers it (or who have not set one yet), at most `maxAnnounced`.
 */
export function providersToAnnounce(db: Queryable, order: OrderFacts): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT a.id
     FROM provider_services ps
     JOIN accounts a ON a.id = ps.provider_id
     JOIN provider_schedules sc ON sc.provider_id = a.id
     WHERE ps.product_id = $1 AND ps.status = 'ACTIVE'
       AND a.deleted_at IS NULL AND a.suspended_at IS NULL AND a.kyc_status = 'VERIFIED'
       AND (sc.status = 'ACTIVE'
            OR (sc.status = 'SCHEDULED' AND sc.starts_on <= $2::date AND sc.ends_on >= $2::date))
       AND ${reachesProviderSql('a.id', '$3::float8', '$4::float8')}
       AND ${credentialsCoverSql('a.id', 'ps.product_id', '(SELECT category FROM products WHERE id = ps.product_id)', londonTodaySql)}
     ORDER BY a.id
     LIMIT ${maxAnnounced}`,
    [order.product_id, order.scheduled_on, order.lat, order.lng],
  );
}

/** Who opened a support case, as what, and its subject; null without it. */
export async function supportCaseOwner(
  db: Queryable,
  caseId: string,
): Promise<{ account_id: string; role: string; subject: string } | null> {
  const [owner] = await db.query<{ account_id: string; role: string; subject: string }>(
    `SELECT c.account_id, a.role, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1`,
    [caseId],
  );
  return owner ?? null;
}
