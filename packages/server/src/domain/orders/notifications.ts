// The one place order events are announced: the lifecycle, settlement and the payment sweeper call it. The
// provider's bell (domain/notifications/provider-events.ts) decides what the provider is told, and
// domain/notifications/push/customer-notices.ts what the customer is pushed and mailed, payment-needed included.
import type { Queryable } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyProviderOfOrder } from '../notifications/provider-events';
import { tellCustomerOfOrder } from '../notifications/push/customer-notices';
import type { OrderNotice } from './order-notice';

export async function notifyOrderEvent(
  db: Queryable,
  siteLinks: SiteLinks,
  notice: OrderNotice,
): Promise<void> {
  await notifyProviderOfOrder(db, siteLinks, notice);
  await tellCustomerOfOrder(db, siteLinks, notice);
}
