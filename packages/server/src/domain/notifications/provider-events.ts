// What a provider is told, and when: the texts and links of the dashboard bell for order events. Each
// function is called once where its event happens (booking, payments, the order lifecycle, support).

import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../infra/db/database';
import { londonTodaySql, windowLabelSql } from '../../infra/db/london-day';
import { reachesProviderSql } from '../../infra/geo/service-area-queries';
import type { Words, Writer } from '../../infra/texts/writer';

import { postcodeDistrict } from '../orders/address-privacy';
import type { OrderNotice } from '../orders/order-notice';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import type { SiteLinks } from './mail/site-links';
import { notify, notifyMany } from './notify';

/** More would flood the table for one job; the bid panel lists every open job anyway. */
const maxAnnounced = 200;

export const providerLinks = {
  order: (orderId: string) => `/provider/details/${encodeURIComponent(orderId)}`,
  /** The bid panel opens from the dashboard. */
  jobs: '/provider',
  verification: '/provider/verification',
  credentials: '/provider/credentials',
  services: '/provider/services',
  profile: '/provider/profile',
  supportChat: (caseId: string) => `/provider/chat/${encodeURIComponent(caseId)}`,
} as const;

interface OrderFacts {
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

async function orderFacts(db: Queryable, orderId: string): Promise<OrderFacts | null> {
  const [row] = await db.query<OrderFacts>(
    `SELECT o.id, o.provider_id, o.request_mode, o.product_id, o.product_name, s.zip_code, s.lat, s.lng,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on, ${windowLabelSql('s')} AS job_window
     FROM orders o JOIN order_shipping s ON s.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** The job's day, and its arrival window when it has one: `Fri 11 Jul 2025, arriving 09:00–11:00`. */
export const jobWhen = (writer: Writer, isoDate: string, window: string | null) =>
  window ? writer.t('notices:when.arriving', { date: writer.day(isoDate), window }) : writer.day(isoDate);
/** The job and when it is: `Leak repair on Fri 11 Jul 2025`. */
export const jobAndWhen = (writer: Writer, product: string, isoDate: string, window: string | null) =>
  writer.t('notices:when.job', { product, when: jobWhen(writer, isoDate, window) });
const what = (writer: Writer, order: OrderFacts) =>
  jobAndWhen(writer, order.product_name, order.scheduled_on, order.job_window);

/**
 * After /requestservice: a direct request tells its provider; a published job tells the providers who
 * could bid on it (certified, verified, available that day) and whose service area covers it (or who
 * have not set one yet). A provider's live position belongs to one job (a bid, an order in progress) and
 * is used for nothing else; the range is from the base they chose.
 */
export async function notifyNewRequest(db: Queryable, siteLinks: SiteLinks, orderId: string): Promise<void> {
  const order = await orderFacts(db, orderId);
  if (!order) return;
  if (order.request_mode === 'DIRECT' && order.provider_id) {
    await notify(
      db,
      order.provider_id,
      (w) =>
        w.t('notices:provider.newRequest', {
          what: what(w, order),
          district: postcodeDistrict(order.zip_code),
        }),
      providerLinks.order(order.id),
      { once: `request-${order.id}`, push: 'DIRECT_REQUEST', siteLinks },
    );
    return;
  }
  const candidates = await db.query<{ id: string }>(
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
  await notifyMany(
    db,
    candidates.map((c) => c.id),
    (w) =>
      w.t('notices:provider.newJob', { what: what(w, order), district: postcodeDistrict(order.zip_code) }),
    providerLinks.jobs,
    { once: `job-${order.id}`, push: 'JOB_PUBLISHED', siteLinks },
  );
}

/**
 * The customer engaged this provider's bid on their published job. No `once` key: engaging is decided
 * under the order's lock and engaging the same bidder again changes nothing, so each call is a real
 * event, and a bidder engaged, passed over and engaged again hears both times.
 */
export async function notifyBidAccepted(
  db: Queryable,
  siteLinks: SiteLinks,
  orderId: string,
  providerId: string,
): Promise<void> {
  const order = await orderFacts(db, orderId);
  if (!order) return;
  await notify(
    db,
    providerId,
    (w) => w.t('notices:provider.bidAccepted', { what: what(w, order) }),
    providerLinks.order(order.id),
    { push: 'BID_ACCEPTED', siteLinks },
  );
}

/** The customer engaged someone else: these bidders lost the job (the bid panel lists other jobs). */
export async function notifyBidNotChosen(
  db: Queryable,
  orderId: string,
  providerIds: readonly string[],
): Promise<void> {
  if (providerIds.length === 0) return;
  const order = await orderFacts(db, orderId);
  if (!order) return;
  await notifyMany(
    db,
    providerIds,
    (w) => w.t('notices:provider.bidNotChosen', { what: what(w, order) }),
    providerLinks.jobs,
  );
}

/** The customer's card payment is secured (held until the job is done). */
export async function notifyPaymentSecured(
  db: Queryable,
  siteLinks: SiteLinks,
  orderId: string,
): Promise<void> {
  const order = await orderFacts(db, orderId);
  if (!order?.provider_id) return;
  await notify(
    db,
    order.provider_id,
    (w) => w.t('notices:provider.paymentSecured', { what: what(w, order) }),
    providerLinks.order(order.id),
    { once: `paid-${order.id}`, push: 'PAYMENT_SECURED', siteLinks },
  );
}

/** The order events a provider's devices are pushed (they start and end no job: the customer does). */
const pushKinds: Partial<Record<OrderNotice['kind'], NotificationKind>> = {
  'order-cancelled': 'ORDER_CANCELLED',
  'payout-recorded': 'PAYOUT',
};

/** The provider hears of the customer's proposals to move a job, and of the answers to their own. */
async function notifyProviderOfReschedule(
  db: Queryable,
  siteLinks: SiteLinks,
  notice: Extract<OrderNotice, { kind: 'reschedule-proposed' | 'reschedule-answered' }>,
): Promise<void> {
  if ((notice.kind === 'reschedule-proposed') !== (notice.by === 'customer')) return;
  const order = await orderFacts(db, notice.orderId);
  if (!order?.provider_id) return;
  const values = (w: Writer) => ({ what: what(w, order), product: order.product_name, to: notice.to(w) });
  const key =
    notice.kind === 'reschedule-proposed'
      ? 'notices:provider.rescheduleProposed'
      : notice.accepted
        ? 'notices:provider.rescheduleAccepted'
        : 'notices:provider.rescheduleDeclined';
  const text = (w: Writer) => w.t(key, values(w));
  // No `once` key: each proposal and answer is its own event.
  await notify(db, order.provider_id, text, providerLinks.order(order.id), { push: 'RESCHEDULE', siteLinks });
}

/** The order lifecycle's events (domain/orders/notifications.ts hands them over). */
export async function notifyProviderOfOrder(
  db: Queryable,
  siteLinks: SiteLinks,
  notice: OrderNotice,
): Promise<void> {
  // The provider did this themselves, or the event is the customer's business (paying again).
  if (notice.kind === 'order-cancelled' && notice.by === 'provider') return;
  if (notice.kind === 'payment-needed' || notice.kind === 'hold-captured') return;
  if (notice.kind === 'provider-accepted' || notice.kind === 'provider-declined') return;
  if (notice.kind === 'reschedule-proposed' || notice.kind === 'reschedule-answered') {
    return notifyProviderOfReschedule(db, siteLinks, notice);
  }
  const order = await orderFacts(db, notice.orderId);
  if (!order?.provider_id) return;
  const key = (
    {
      'order-started': 'notices:provider.orderStarted',
      'order-ended': 'notices:provider.orderEnded',
      'order-cancelled': 'notices:provider.orderCancelled',
      'payout-recorded':
        notice.kind === 'payout-recorded' && notice.schedule === 'INSTANT'
          ? 'notices:provider.payoutReleased'
          : 'notices:provider.payoutRecorded',
    } as const
  )[notice.kind];
  const text: Words = (w) => w.t(key, { what: what(w, order) });
  const push = pushKinds[notice.kind];
  const once = `${notice.kind}-${order.id}`;
  await notify(
    db,
    order.provider_id,
    text,
    providerLinks.order(order.id),
    push ? { once, push, siteLinks } : { once },
  );
}

/** Support answered a provider's case (customers hear by mail only: they have no bell). */
export async function notifySupportReply(db: Queryable, caseId: string): Promise<void> {
  const [owner] = await db.query<{ account_id: string; role: string; subject: string }>(
    `SELECT c.account_id, a.role, c.subject FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1`,
    [caseId],
  );
  if (owner?.role !== 'provider') return;
  await notify(
    db,
    owner.account_id,
    (w) => w.t('notices:supportReply', { caseId, subject: owner.subject }),
    providerLinks.supportChat(caseId),
  );
}
