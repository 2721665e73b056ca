// The one-line calls the routes make where something changes. Each names what changed and works
// out who may hear of it, by the same rules as the calls that read it: an order's events go to its customer
// and its provider (bids to the job's customer and its bidders), support to the case owner and to every
// operator (the console's queue and cases: GET /operator/cases), a position only to the order's customer.
// None of them throws.
import type { LiveEvent } from '@callout/contracts/live-events';
import type { Queryable } from '../db/database';
import type { LiveHub } from './live-hub';
import { disputeParties, notifiedAccounts, orderParties, supportCaseOwner } from './live-store';

export interface Live {
  hub: LiveHub;
  /** An event for these accounts (a notification, say). */
  toAccounts(accountIds: ReadonlyArray<string | null | undefined>, event: LiveEvent): Promise<void>;
  /**
   * A chat message posted or deleted: the order's customer and provider, or the support case's owner and
   * every operator. `parties`: those accounts, when the caller has just read them (no look-up then).
   */
  chat(
    category: 'ORDER' | 'SUPPORT',
    chatId: string,
    parties?: ReadonlyArray<string | null | undefined>,
  ): Promise<void>;
  /** A bid placed, changed, withdrawn or accepted: the job's customer, its provider and its bidders. */
  bids(orderId: string): Promise<void>;
  /** An order's status or payment changed: its customer, provider and (while bidding ran) its bidders. */
  order(orderId: string, status?: string): Promise<void>;
  /**
   * A dispute's chat, offer or decision changed: the order's customer and provider, and every operator (the
   * console's disputes).
   */
  dispute(orderId: string): Promise<void>;
  /** The provider's position on an order in progress: its customer only. */
  location(orderId: string, lat: number, lng: number): Promise<void>;
  /**
   * A new request: the providers its bell notifications went to (the direct request's provider, or the
   * providers who may bid on a published job) hear of a notification and of a job to bid on.
   */
  newRequest(orderId: string): Promise<void>;
  /** A support case opened (`NEW`) or its status changed: its owner and every operator. */
  supportCase(caseId: string, status?: string): Promise<void>;
}

export function createLive(db: Queryable, hub: LiveHub, log: { warn(o: unknown, m: string): void }): Live {
  const safely = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.warn({ err: error }, 'A live event could not be addressed');
    }
  };
  const caseOwner = (caseId: string) => supportCaseOwner(db, caseId);
  return {
    hub,
    toAccounts: (ids, event) => hub.publish(ids, event),
    chat: (category, chatId, parties) =>
      safely(async () => {
        const event: LiveEvent = { type: 'chat', category, chatId };
        const support = category === 'SUPPORT';
        const chatParties = async () => {
          if (support) return [await caseOwner(chatId)];
          const { customer, provider } = await orderParties(db, chatId);
          return [customer, provider];
        };
        return hub.publish(parties ?? (await chatParties()), event, { operators: support });
      }),
    bids: (orderId) =>
      safely(async () => {
        const { customer, provider, bidders } = await orderParties(db, orderId, { bidders: true });
        return hub.publish([customer, provider, ...bidders], { type: 'bids', orderId });
      }),
    order: (orderId, status) =>
      safely(async () => {
        const { customer, provider, bidders } = await orderParties(db, orderId, { bidders: true });
        return hub.publish([customer, provider, ...bidders], {
          type: 'order',
          orderId,
          ...(status ? { status } : {}),
        });
      }),
    dispute: (orderId) =>
      safely(async () => {
        const row = await disputeParties(db, orderId);
        if (!row) return;
        await hub.publish(
          [row.customer_id, row.provider_id],
          { type: 'dispute', orderId, disputeId: row.id },
          { operators: true },
        );
      }),
    location: (orderId, lat, lng) =>
      safely(async () => {
        const { customer } = await orderParties(db, orderId);
        return hub.publish([customer], { type: 'location', orderId, lat, lng });
      }),
    newRequest: (orderId) =>
      safely(async () => {
        const ids = await notifiedAccounts(db, [`request-${orderId}`, `job-${orderId}`]);
        await hub.publish(ids, { type: 'notification' });
        await hub.publish(ids, { type: 'bids', orderId });
      }),
    supportCase: (caseId, status) =>
      safely(async () =>
        hub.publish(
          [await caseOwner(caseId)],
          { type: 'support', caseId, ...(status ? { status } : {}) },
          { operators: true },
        ),
      ),
  };
}
