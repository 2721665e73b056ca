// A direct request waits for its provider to accept it ("when available", as the Order dialog says). The
// provider accepts (NEW ORDER becomes SCHEDULED) or declines; a declined request leaves that provider and
// the customer chooses another free provider for the same day, the payment carried over: a held card
// payment stays held for the new provider, at the price it was booked for, so nothing is charged twice.

import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import { holdOrderWindow } from '../booking/arrival-windows';
import { availableProviders } from '../catalogue/availability-queries';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyNewRequest } from '../notifications/provider-events';
import {
  declinedBy,
  isAccepted,
  markAccepted,
  markDeclined,
  providerName,
  reassignProvider,
} from './acceptance-store';
import { acceptanceMessages } from './messages';
import { notifyOrderEvent } from './notifications';
import { customerOrder, providerOrder } from './order-access';
import { orderPaymentStatus } from './order-store';
import { transition } from './state-machine';

export async function acceptOrder(
  db: Database,
  siteLinks: SiteLinks,
  provider: AccountRow,
  orderId: string,
): Promise<string> {
  const accepted = await db.transaction(async (tx) => {
    const order = await providerOrder(tx, provider, orderId, true);
    if (await isAccepted(tx, order.id)) return false;
    const next = transition(
      { status: order.status, rate: order.pay_rate, paymentStatus: order.payment_status, hasProvider: true },
      'provider-accepted',
      'provider',
    );
    if (!next.ok || order.status === 'IN-PROGRESS') throw new ApiError(409, acceptanceMessages.notOpen);
    await markAccepted(tx, order.id, next.status);
    return true;
  });
  if (!accepted) return acceptanceMessages.alreadyAccepted;
  await notifyOrderEvent(db, siteLinks, { kind: 'provider-accepted', orderId });
  return acceptanceMessages.accepted;
}

export async function declineOrder(
  db: Database,
  siteLinks: SiteLinks,
  provider: AccountRow,
  orderId: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const order = await providerOrder(tx, provider, orderId, true);
    // Once accepted, the provider's way out is to cancel, which the customer is told of as such.
    if (await isAccepted(tx, order.id)) throw new ApiError(409, acceptanceMessages.acceptedAlready);
    if (order.status !== 'NEW ORDER' && order.status !== 'SCHEDULED') {
      throw new ApiError(409, acceptanceMessages.notOpen);
    }
    await markDeclined(tx, order.id, provider.id);
  });
  await notifyOrderEvent(db, siteLinks, {
    kind: 'provider-declined',
    orderId,
    providerName: await providerName(db, provider.id),
  });
  return acceptanceMessages.declined;
}

/** The customer gives a declined request to another provider who is free that day. */
export async function reassignOrder(
  db: Database,
  siteLinks: SiteLinks,
  customer: AccountRow,
  orderId: string,
  providerId: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const order = await customerOrder(tx, customer, orderId, true);
    const declined = await declinedBy(tx, order.id);
    if (order.provider_id !== null || !declined) throw new ApiError(409, acceptanceMessages.notDeclined);
    if (order.status !== 'NEW ORDER' && order.status !== 'SCHEDULED') {
      throw new ApiError(409, acceptanceMessages.notOpen);
    }
    if (providerId === declined) throw new ApiError(409, acceptanceMessages.sameProvider);
    const [offer] = await availableProviders(tx, {
      productId: String(order.product_id),
      date: order.scheduled_on,
      providerId,
    });
    if (!offer) throw new ApiError(409, acceptanceMessages.providerUnavailable);
    await holdOrderWindow(tx, order.id, offer.id);
    // A payment already secured was for the booked price: the new provider takes the job at that price.
    const paid = order.payment_status === orderPaymentStatus.completed;
    await reassignProvider(tx, order.id, offer.id, paid, offer.price);
  });
  await notifyNewRequest(db, siteLinks, orderId);
  return acceptanceMessages.reassigned;
}
