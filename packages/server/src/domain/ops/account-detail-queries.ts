// One account as the operator sees it: who they are, whether suspended, their latest orders, support
// cases and reviews (given and received), and what operators did to them (the audit log).

import type { OpsAccountDetail } from '@callout/contracts/ops-people';
import { opsPeopleMessages } from '@callout/contracts/ops-people';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { isoTimestamp } from '../orders/order-store';
import { listAudit } from './audit-log-store';
import { toSummary } from './order-search';
import { ordersOfAccount } from './order-search-queries';

/** The latest this many of each list; the order search finds older ones. */
const listed = 50;

export async function accountDetail(db: Queryable, accountId: string): Promise<OpsAccountDetail> {
  const [account] = await db.query<Omit<OpsAccountDetail, 'Orders' | 'Cases' | 'Reviews' | 'Audit'>>(
    `SELECT id AS "ID", role AS "Role", email AS "Email", first_name AS "FirstName", last_name AS "LastName",
       phone AS "Phone", email_verified AS "EmailVerified", kyc_status AS "KycStatus",
       ${isoTimestamp('created_at')} AS "Created",
       CASE WHEN deleted_at IS NOT NULL THEN ${isoTimestamp('deleted_at')} END AS "Deleted",
       CASE WHEN suspended_at IS NOT NULL THEN ${isoTimestamp('suspended_at')} END AS "Suspended",
       suspension_note AS "SuspensionNote"
     FROM accounts WHERE id = $1`,
    [accountId],
  );
  if (!account) throw new ApiError(404, opsPeopleMessages.accountNotFound);
  const cases = await db.query<OpsAccountDetail['Cases'][number]>(
    `SELECT id AS "CaseID", subject AS "Subject", status AS "Status", ${isoTimestamp('created_at')} AS "Created"
     FROM support_cases WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT ${listed}`,
    [accountId],
  );
  const reviews = await db.query<{
    id: number;
    order_id: string;
    given: boolean;
    rating: number;
    body: string | null;
    created: string;
    hidden: string | null;
    hidden_reason: string | null;
    reply_body: string | null;
  }>(
    `SELECT id, order_id, reviewer_id = $1 AS given, rating, body, ${isoTimestamp('created_at')} AS created,
       CASE WHEN hidden_at IS NOT NULL THEN ${isoTimestamp('hidden_at')} END AS hidden, hidden_reason,
       reply_body
     FROM reviews WHERE reviewer_id = $1 OR subject_id = $1 ORDER BY created_at DESC, id LIMIT ${listed}`,
    [accountId],
  );
  return {
    ...account,
    Orders: (await ordersOfAccount(db, accountId, listed)).map(toSummary),
    Cases: cases,
    Reviews: reviews.map((review) => ({
      OrderID: review.order_id,
      Direction: review.given ? 'given' : 'received',
      Rating: Number(review.rating),
      Body: review.body,
      Created: review.created,
      ReviewID: String(review.id),
      Hidden: review.hidden,
      HiddenReason: review.hidden_reason,
      Reply: review.reply_body,
    })),
    Audit: await listAudit(db, { accountId }),
  };
}
