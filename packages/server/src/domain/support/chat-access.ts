// Who may read and write which chat. A support chat belongs to its case owner and to staff (operators);
// an order chat belongs to that order's customer and engaged provider.
import { type ChatCategory, closedChatStatus } from '@callout/contracts/support';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { PictureReader } from '../../infra/media/media-access';
import { findOrder } from '../orders/order-store';
import { findCase } from './case-store';
import { chatPicture } from './chat-picture-store';
import type { ChatRef } from './chat-store';
import { supportMessages } from './messages';

export interface Viewer {
  id: string;
  role: 'user' | 'provider' | 'operator';
}

export interface OpenChat extends ChatRef {
  /** The chat's status as the client shows it: CLOSED hides the input. */
  status: string;
  /** The account the chat is about (case owner), told by mail when staff answer. */
  ownerId: string;
}

type ChatResolver = (db: Queryable, viewer: Viewer, ref: string) => Promise<OpenChat | null>;

const resolvers: Record<ChatCategory, ChatResolver> = {
  async SUPPORT(db, viewer, ref) {
    const supportCase = await findCase(db, ref);
    if (!supportCase) return null;
    if (viewer.role !== 'operator' && supportCase.account_id !== viewer.id) return null;
    return {
      category: 'SUPPORT',
      ref: supportCase.id,
      status: supportCase.status,
      ownerId: supportCase.account_id,
    };
  },
  // An order chat belongs to that order's customer and engaged provider, and closes with the order.
  async ORDER(db, viewer, ref) {
    const order = await findOrder(db, ref);
    if (!order) return null;
    const isCustomer = viewer.role === 'user' && order.customer_id === viewer.id;
    const isProvider = viewer.role === 'provider' && order.provider_id === viewer.id;
    if (!isCustomer && !isProvider) return null;
    const closed = order.status === 'COMPLETED' || order.status === 'CANCELLED';
    return {
      category: 'ORDER',
      ref: order.id,
      status: closed ? closedChatStatus : 'OPEN',
      ownerId: order.customer_id,
    };
  },
};

/** The chat if the viewer may see it, or null (missing, or someone else's). */
export const findChat = (
  db: Queryable,
  viewer: Viewer,
  category: ChatCategory,
  ref: string,
): Promise<OpenChat | null> => resolvers[category](db, viewer, ref);

/**
 * The chat if the viewer may see it. Someone else's chat answers exactly like a missing one (404), so
 * ids cannot be probed.
 */
export async function openChat(
  db: Queryable,
  viewer: Viewer,
  category: ChatCategory,
  ref: string,
): Promise<OpenChat> {
  const chat = await findChat(db, viewer, category, ref);
  if (!chat) {
    throw new ApiError(
      404,
      category === 'SUPPORT' ? supportMessages.caseNotFound : supportMessages.chatNotFound,
    );
  }
  return chat;
}

export const isClosed = (chat: OpenChat) => chat.status === closedChatStatus;

/**
 * A chat picture for `viewer`, served while its message stands and the viewer still belongs to the
 * conversation (the reader /media/chat is given by http/private-media.ts).
 */
export const readChatPicture: PictureReader = async (db, viewer, id) => {
  const row = await chatPicture(db, id);
  if (!row || !(await findChat(db, viewer, row.category, row.chat_ref))) return null;
  return { mime: row.mime, data_base64: row.data_base64 };
};
