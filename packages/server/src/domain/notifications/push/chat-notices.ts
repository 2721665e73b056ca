// Pushes for conversations: a message in an order's chat goes to the other party; an operator's answer on
// a support case goes to its owner, customer or provider (domain/support/case-mails.ts mails it too).
import type { Queryable } from '../../../infra/db/database';
import type { Words } from '../../../infra/texts/writer';
import type { ChatRef } from '../../support/chat-store';
import { supportCaseOwner } from '../provider-event-queries';
import { providerLinks } from '../provider-events';
import { type ChatOrder, chatOrder } from './chat-notice-queries';
import { customerOrderPath } from './order-mails';
import { pushNotice } from './push-notice';

/** Longest excerpt of the message itself in the push. */
const excerpt = 120;

export async function pushChatMessage(
  db: Queryable,
  chat: ChatRef,
  senderId: string,
  text: string | null | undefined,
): Promise<void> {
  if (chat.category !== 'ORDER') return; // support chats: the owner's own words, and operators have no push
  const order = await chatOrder(db, chat.ref);
  if (order) await pushOrderChatMessage(db, order, senderId, text);
}

/** The push to the other party of an order's chat, for a caller that has read the order already. */
export async function pushOrderChatMessage(
  db: Queryable,
  order: ChatOrder,
  senderId: string,
  text: string | null | undefined,
): Promise<void> {
  const toProvider = senderId === order.customer_id;
  const recipient = toProvider ? order.provider_id : order.customer_id;
  if (!recipient || recipient === senderId) return;
  const said = text?.trim();
  const excerpted = said && said.length > excerpt ? `${said.slice(0, excerpt - 1)}…` : said;
  const product = order.product_name;
  const body: Words = (w) =>
    excerpted
      ? w.t('notices:chat.text', { product, text: excerpted })
      : w.t('notices:chat.picture', { product });
  const url = toProvider ? providerLinks.order(order.id) : customerOrderPath(order.id);
  await pushNotice(db, recipient, 'CHAT_MESSAGE', body, url, `chat-${order.id}`);
}

export async function pushSupportReply(db: Queryable, caseId: string): Promise<void> {
  const owner = await supportCaseOwner(db, caseId);
  if (!owner) return;
  const url =
    owner.role === 'provider'
      ? providerLinks.supportChat(caseId)
      : `/support-chat/${encodeURIComponent(caseId)}`;
  await pushNotice(
    db,
    owner.account_id,
    'SUPPORT_REPLY',
    (w) => w.t('notices:supportReply', { caseId, subject: owner.subject }),
    url,
    `case-${caseId}`,
  );
}
