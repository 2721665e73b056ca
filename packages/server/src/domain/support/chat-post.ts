// POST /newchat and /provider/newchat: a customer's or provider's chat message in one transaction.
// One statement (chat-post-store.ts) counts the post against the sender's rate limit, finds an earlier post with the same
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
import { pushOrderChatMessage } from '../notifications/push/chat-notices';
import { dropImage, type PostRow, postInOneStatement } from './chat-post-store';
import { type PostOutcome, postMessage } from './chat-service';
import { findMessageByKey } from './chat-store';
import { supportMessages } from './messages';
import { supportRateRules } from './rate-rules';

/** A customer ('user') or provider posting in their own chat. */
export interface Poster {
  id: string;
  role: 'user' | 'provider';
}

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
    postInOneStatement(q, [
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
    ]);

  let row: PostRow;
  if (!upload && input.Category === 'SUPPORT') {
    row = await post(db, null);
  } else {
    const image = upload;
    row = await db.transaction(async (tx) => {
      const imageId = image ? await storePrivateImage(tx, image) : null;
      const done = await post(tx, imageId);
      // Not posted: the picture goes again, the counted attempt stays.
      if (!done.posted_id && imageId) await dropImage(tx, imageId);
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
