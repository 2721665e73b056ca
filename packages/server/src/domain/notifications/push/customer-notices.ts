// What a customer is told, by push and mail (customers have no bell): a bid received, the booking
// confirmed, the job started, ended or cancelled, a payment needed again. Each honours the account's
// switches for its kind (notification-settings.ts); the must-pay mail has no switch: money is owed.

import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../../infra/db/database';
import { windowLabelSql } from '../../../infra/db/london-day';
import { queueMail } from '../../../infra/mail/mail-queue';
import { type Words, type Writer, writerFor } from '../../../infra/texts/writer';
import { languageOf } from '../../accounts/account-language';
import type { OrderNotice } from '../../orders/order-notice';
import { cancelRightDays } from '../../orders/right-to-cancel-store';
import type { SiteLinks } from '../mail/site-links';
import { wantsMail } from './notification-settings';
import { type CustomerOrderFacts, customerOrderPath, type OrderMailEvent, orderMail } from './order-mails';
import { pushNotice } from './push-notice';

async function customerOrder(db: Queryable, orderId: string): Promise<CustomerOrderFacts | null> {
  const [row] = await db.query<CustomerOrderFacts>(
    `SELECT o.id, o.customer_id, c.email, c.first_name, o.product_name,
       nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS provider_name,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on, ${windowLabelSql('s')} AS job_window,
       pr.cancel_exempt, o.start_requested_at IS NOT NULL AS start_requested,
       to_char((o.created_at + make_interval(days => ${cancelRightDays})) AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')
         AS cancel_until
     FROM orders o JOIN accounts c ON c.id = o.customer_id
     JOIN order_shipping s ON s.order_id = o.id
     JOIN products pr ON pr.id = o.product_id
     LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.id = $1 AND c.deleted_at IS NULL`,
    [orderId],
  );
  return row ?? null;
}

async function tell(
  db: Queryable,
  siteLinks: SiteLinks,
  order: CustomerOrderFacts,
  kind: NotificationKind | null,
  push: Words | null,
  mail: OrderMailEvent | null,
): Promise<void> {
  if (push && kind)
    await pushNotice(db, order.customer_id, kind, push, customerOrderPath(order.id), `order-${order.id}`);
  const mailed = mail && order.email && (kind === null || (await wantsMail(db, order.customer_id, kind)));
  if (mailed && mail && order.email) {
    const writer = writerFor(await languageOf(db, order.customer_id));
    await queueMail(db, orderMail(mail, order, order.email, writer, siteLinks));
  }
}

/** The order's product and its provider (or "Your provider"), as a push names them. */
const named = (order: CustomerOrderFacts, writer: Writer, provider = order.provider_name) => ({
  product: order.product_name,
  provider: provider ?? writer.t('notices:customer.yourProvider'),
});

/** The order lifecycle's events, as domain/orders/notifications.ts hands them over. */
export async function tellCustomerOfOrder(
  db: Queryable,
  siteLinks: SiteLinks,
  notice: OrderNotice,
): Promise<void> {
  if (notice.kind === 'hold-captured' || notice.kind === 'payout-recorded') return;
  const order = await customerOrder(db, notice.orderId);
  if (!order) return;
  switch (notice.kind) {
    case 'order-started':
      return tell(
        db,
        siteLinks,
        order,
        'PROVIDER_STARTED',
        (w) => w.t('notices:customer.started', named(order, w)),
        {
          kind: 'started',
        },
      );
    case 'order-ended':
      return tell(db, siteLinks, order, 'JOB_ENDED', (w) => w.t('notices:customer.ended', named(order, w)), {
        kind: 'ended',
      });
    case 'order-cancelled':
      // Their own cancellation is not pushed back at them; the mail keeps a record of it either way.
      return tell(
        db,
        siteLinks,
        order,
        'ORDER_CANCELLED',
        notice.by === 'customer' ? null : (w) => w.t('notices:customer.cancelled', named(order, w)),
        { kind: 'cancelled', by: notice.by },
      );
    case 'payment-needed':
      return tell(db, siteLinks, order, null, null, { kind: 'payment-needed', reason: notice.reason });
    // The customer hears of the provider's proposals, and of the answers to their own.
    case 'reschedule-proposed':
      if (notice.by === 'customer') return;
      return tell(
        db,
        siteLinks,
        order,
        'RESCHEDULE',
        (w) => w.t('notices:customer.rescheduleProposed', { ...named(order, w), to: notice.to(w) }),
        {
          kind: 'reschedule-proposed',
          to: notice.to,
        },
      );
    case 'reschedule-answered':
      if (notice.by === 'provider') return;
      return tell(
        db,
        siteLinks,
        order,
        'RESCHEDULE',
        (w) =>
          w.t(
            notice.accepted ? 'notices:customer.rescheduleAccepted' : 'notices:customer.rescheduleDeclined',
            {
              ...named(order, w),
              to: notice.to(w),
            },
          ),
        { kind: 'reschedule-answered', to: notice.to, accepted: notice.accepted },
      );
    // Acceptance confirms the booking, so it follows the booking switch; a decline, like a cancellation,
    // needs the customer to act, so it follows the cancellation switch.
    case 'provider-accepted':
      return tell(
        db,
        siteLinks,
        order,
        'BOOKING_CONFIRMED',
        (w) => w.t('notices:customer.accepted', named(order, w)),
        {
          kind: 'accepted',
        },
      );
    case 'provider-declined':
      return tell(
        db,
        siteLinks,
        order,
        'ORDER_CANCELLED',
        (w) => w.t('notices:customer.declined', named(order, w, notice.providerName)),
        { kind: 'declined', providerName: notice.providerName },
      );
  }
}

/** The customer's payment is secured: the booking stands. */
export async function tellCustomerBookingConfirmed(
  db: Queryable,
  siteLinks: SiteLinks,
  orderId: string,
): Promise<void> {
  const order = await customerOrder(db, orderId);
  if (!order) return;
  await tell(
    db,
    siteLinks,
    order,
    'BOOKING_CONFIRMED',
    (w) => w.t('notices:customer.confirmed', named(order, w)),
    {
      kind: 'confirmed',
    },
  );
}

/** A provider bid on the customer's published job. */
export async function tellCustomerOfBid(db: Queryable, siteLinks: SiteLinks, orderId: string): Promise<void> {
  const order = await customerOrder(db, orderId);
  if (!order) return;
  await tell(db, siteLinks, order, 'BID_RECEIVED', (w) => w.t('notices:customer.bid', named(order, w)), {
    kind: 'bid',
  });
}
