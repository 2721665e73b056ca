// The one statement behind a customer's or provider's chat post (chat-post.ts decides what its row means):
// it counts the rate limit, finds an earlier post with the same key, resolves the chat and the message
// replied to, and stores the message when all of that allows it.
import type { Queryable } from '../../infra/db/database';
import { counterUpsert } from '../accounts/auth/rate-limit-store';

export interface PostRow {
  hits: number;
  retry_after: number;
  earlier_id: string | null;
  found: boolean;
  closed: boolean | null;
  customer_id: string | null;
  provider_id: string | null;
  product_name: string | null;
  target_found: boolean;
  posted_id: string | null;
}

// $1 sender, $2 role, $3 category, $4 chat ref, $5 text, $6 image id, $7 message replied to (bigint or
// null), $8 Idempotency-Key, $9 rate counter key, $10 its window in seconds, $11 its limit.
const postStatement = `
  WITH counter AS (${counterUpsert('$9', '$10')}),
  earlier AS (
    SELECT id::text AS id FROM chat_messages WHERE sender_id = $1 AND idempotency_key = $8::text
  ),
  chat AS (
    SELECT 'SUPPORT'::text AS category, c.id AS ref, c.status = 'CLOSED' AS closed,
      c.account_id AS customer_id, NULL::text AS provider_id, NULL::text AS product_name
    FROM support_cases c WHERE $3::text = 'SUPPORT' AND c.id = $4::text AND c.account_id = $1
    UNION ALL
    -- An order chat closes with its order.
    SELECT 'ORDER', o.id, o.status IN ('COMPLETED', 'CANCELLED'), o.customer_id, o.provider_id, o.product_name
    FROM orders o
    WHERE $3::text = 'ORDER' AND o.id = $4::text
      AND (CASE WHEN $2::text = 'provider' THEN o.provider_id ELSE o.customer_id END) = $1
  ),
  target AS (
    SELECT m.id FROM chat_messages m JOIN chat ON m.category = chat.category AND m.chat_ref = chat.ref
    WHERE m.id = $7::bigint AND m.deleted_at IS NULL
  ),
  posted AS (
    INSERT INTO chat_messages (category, chat_ref, sender_id, body, image_id, reply_to_id, idempotency_key)
    SELECT chat.category, chat.ref, $1, $5::text, $6::text, $7::bigint, $8::text FROM chat, counter
    WHERE counter.hits <= $11::int AND NOT chat.closed AND NOT EXISTS (SELECT 1 FROM earlier)
      AND ($7::bigint IS NULL OR EXISTS (SELECT 1 FROM target))
    ON CONFLICT (sender_id, idempotency_key) DO NOTHING
    RETURNING id::text AS id
  )
  SELECT counter.hits, counter.retry_after, (SELECT id FROM earlier) AS earlier_id,
    chat.ref IS NOT NULL AS found, chat.closed, chat.customer_id, chat.provider_id, chat.product_name,
    EXISTS (SELECT 1 FROM target) AS target_found, (SELECT id FROM posted) AS posted_id
  FROM counter LEFT JOIN chat ON true`;

/** Runs postStatement with its eleven parameters, in their order above. */
export function postInOneStatement(db: Queryable, params: unknown[]): Promise<PostRow> {
  return db.query<PostRow>(postStatement, params).then(([row]) => row as PostRow);
}

/** A picture stored for a post that was not made. */
export async function dropImage(tx: Queryable, imageId: string): Promise<void> {
  await tx.query('DELETE FROM images WHERE id = $1', [imageId]);
}
