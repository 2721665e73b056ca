// Deleting an account (POST /deleteAccount, /provider/deleteAccount, after its mailed code): the personal
// data goes and every session ends in one transaction, then its open orders are cancelled the way either
// party cancels one, so a customer's card hold is released through the gateway and the other side is told.
// Orders are cancelled after the wipe because by then nobody can book with the account any more.

import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../errors';
import { deleteAllSubscriptions } from '../../infra/push/subscription-store';
import type { Services } from '../../services';
import { cancelOrder } from '../orders/lifecycle';
import { gatewaysFor } from '../payments/gateway-for';
import { forgetSupportTexts } from '../support/forget-support-texts';
import { type AccountRow, anonymiseAccount } from './account-store';

export async function deleteAccount(
  services: Services,
  account: AccountRow & { role: MarketplaceAccountType },
  log: FastifyBaseLogger,
) {
  const { db, siteLinks } = services;
  const closedCases = await db.transaction(async (tx) => {
    await anonymiseAccount(tx, siteLinks, account);
    const cases = await forgetSupportTexts(tx, account.id);
    await deleteAllSubscriptions(tx, account.id);
    return cases;
  });
  // Every instance forgets the account's sessions (auth/session-cache.ts).
  await services.changes.announce({ kind: 'sessions', accountId: account.id });
  // The operators' queue shows the closed cases under their new subject at once.
  for (const caseId of closedCases) await services.live.supportCase(caseId, 'CLOSED');

  const { gateway } = gatewaysFor(services);
  const open = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE (customer_id = $1 OR provider_id = $1)
       AND status NOT IN ('COMPLETED', 'CANCELLED') ORDER BY created_at`,
    [account.id],
  );
  for (const { id } of open) {
    try {
      const result = await cancelOrder(db, siteLinks, gateway, { account, role: account.role }, id);
      if (result.deferred)
        log.warn({ orderid: id, reason: result.deferred }, 'settlement left to the sweeper');
    } catch (error) {
      // 409: the other party closed it in the meantime, nothing is left to cancel. Anything else must not
      // undo the deletion the person asked for; the order is named in the log for the operators.
      if (error instanceof ApiError && error.statusCode === 409) continue;
      log.error({ err: error, orderid: id }, 'open order of a deleted account could not be cancelled');
    }
  }
}
