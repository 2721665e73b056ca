// POST /newchat and /provider/newchat: a customer's or provider's chat message in one transaction.
// One statement counts the post against the sender's rate limit, finds an earlier post with the same
// Idempotency-Key, resolves the chat (a support case of the sender's, or an order the sender is party to)
// and the message replied to, stores the message when all of that allows it, and returns who hears of it.
// A text message in a support chat is that statement alone (its own transaction); a picture, or an order
// chat's push to the other party, joins it in one transaction. The live event goes out after the commit, as
// a statement of its own: a pg_notify inside the writing transaction would hold PostgreSQL's notify lock
// through the commit's WAL flush and so serialise every chat post (seen in a load run with fsync on).
// The answers and their order are those of the general path (chat-service.ts postMessage), which operators
// still use, and which a picture that is no image takes so that it fails at the same point as before.
import type { NewChatInput } from '@callout/contracts/support';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { checkUpload, storePrivateImage } from '../../infra/images/image-store';
import type { Live } from '../../infra/live/live-publish';
import { counterKey, type RateLimits, tooMany } from '../accounts/auth/rate-limit';
import { counterUpsert } from '../accounts/auth/rate-limit-store';
import { pushOrderChatMessage } from '../notifications/push/chat-notices';
import { type PostOutcome, postMessage } from './chat-service';
import { findMessageByKey } from './chat-store';
import { supportMessages } from './messages';
import { supportRateRules } from './rate-rules';

/** A customer ('user') or provider posting in their own chat. */
export interface Poster {
  id: string;
  role: 'user' | 'provider';
}

interface PostRow {
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

/** Message ids are bigint; anything else names no message (and must not reach the cast): 0 is none. */
const replyParam = (id: string | undefined) => (id === undefined ? null : /^\d{1,18}$/.test(id) ? id : '0');

/** The answer the statement's row calls for, in the order the general path gives them. */
function refusal(row: PostRow, input: NewChatInput, limit: number): ApiError | null {
  if (row.hits > limit) return tooMany(row.retry_after);
  if (row.earlier_id) return null;
  if (!row.found) {
    return new ApiError(
      404,
      input.Category === 'SUPPORT' ? supportMessages.caseNotFound : supportMessages.chatNotFound,
    );
  }
  if (row.closed) return new ApiError(409, supportMessages.chatClosed);
  if (input.ReplyToChatId !== undefined && !row.target_found) {
    return new ApiError(400, supportMessages.replyTargetMissing);
  }
  return null;
}

export async function postChatMessage(
  db: Database,
  live: Pick<Live, 'toAccounts' | 'chat'>,
  rateLimits: RateLimits,
  poster: Poster,
  input: NewChatInput,
  idempotencyKey: string | null,
): Promise<PostOutcome> {
  const rule = supportRateRules.chatMessagePerAccount;
  let upload: { mime: string; base64: string } | null = null;
  if (input.ImageData) {
    try {
      // The bytes decide the type: the data URL's declared type is only a hint from the browser.
      upload = checkUpload(input.ImageData.slice(input.ImageData.indexOf(',') + 1));
    } catch {
      return generalPath(db, live, rateLimits, poster, input, idempotencyKey);
    }
  }
  const limit = rateLimits.limitOf(rule);
  const post = (q: Queryable, imageId: string | null) =>
    q
      .query<PostRow>(postStatement, [
        poster.id,
        poster.role,
        input.Category,
        input.ChatId,
        input.Message ?? null,
        imageId,
        replyParam(input.ReplyToChatId),
        idempotencyKey,
        counterKey([rule, poster.id]),
        rule.windowSeconds,
        limit,
      ])
      .then(([row]) => row as PostRow);

  let row: PostRow;
  if (!upload && input.Category === 'SUPPORT') {
    row = await post(db, null);
  } else {
    const image = upload;
    row = await db.transaction(async (tx) => {
      const imageId = image ? await storePrivateImage(tx, image) : null;
      const done = await post(tx, imageId);
      // Not posted: the picture goes again, the counted attempt stays.
      if (!done.posted_id && imageId) await tx.query('DELETE FROM images WHERE id = $1', [imageId]);
      if (done.posted_id && input.Category === 'ORDER' && done.customer_id && done.product_name !== null) {
        const order = {
          id: input.ChatId,
          customer_id: done.customer_id,
          provider_id: done.provider_id,
          product_name: done.product_name,
        };
        await pushOrderChatMessage(tx, order, poster.id, input.Message);
      }
      return done;
    });
  }

  const refused = refusal(row, input, limit);
  if (refused) throw refused;
  if (row.earlier_id) return { replayed: true, id: row.earlier_id };
  const chat = {
    category: input.Category,
    ref: input.ChatId,
    status: 'OPEN',
    ownerId: row.customer_id ?? poster.id,
  };
  if (!row.posted_id) {
    // A concurrent post with the same key won the insert: this one replays it.
    const winner = idempotencyKey ? await findMessageByKey(db, poster.id, idempotencyKey) : null;
    if (!winner) throw new Error('The chat message was neither stored nor found');
    return { replayed: true, id: winner.id };
  }
  // After the commit, to the parties the post just read (and every operator, for a support case).
  await live.chat(input.Category, input.ChatId, [row.customer_id, row.provider_id]);
  return { replayed: false, id: row.posted_id, chat };
}

/** The statement-by-statement path, for the posts whose picture is refused (it answers as it always did). */
async function generalPath(
  db: Database,
  live: Pick<Live, 'chat'>,
  rateLimits: RateLimits,
  poster: Poster,
  input: NewChatInput,
  idempotencyKey: string | null,
): Promise<PostOutcome> {
  await rateLimits.countAttempt(db, [[supportRateRules.chatMessagePerAccount, poster.id]]);
  const outcome = await postMessage(db, poster, input, idempotencyKey);
  if (!outcome.replayed) await live.chat(outcome.chat.category, outcome.chat.ref);
  return outcome;
}
