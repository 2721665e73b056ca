// A chat, loaded now and every 3 seconds while it is open and the page is in view (at once when the page
// comes back). A refusal (no such chat, not yours, session over) stops the polling until asked again; a
// failure without words is only logged and the next poll tries again.
import type { ChatCategory, ChatMessage, LoadChatsResponse } from '@callout/contracts/support';
import { liveOr, type QueryClient, queryOptions, useLiveHealthy, useQuery } from '@callout/query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatCalls } from './chat-calls';

export interface LoadedChat {
  /** The earlier messages loaded as the reader scrolled up, then the newest page, oldest first. */
  messages: ChatMessage[];
  /** The caller's id: their own messages are the ones they may delete. */
  userId: string;
  status: string;
}

export type ChatState =
  | { kind: 'loading' }
  | { kind: 'ready'; chat: LoadedChat }
  /** The server refused: polling stops and the message shows. */
  | { kind: 'refused'; message: string };

/** `calls` are the signed-in role's (the key needs no role: the shell clears the cache when it changes). */
export const chatQueryOptions = (
  calls: ChatCalls,
  category: ChatCategory,
  chatId: string,
  intervalMs: number,
) =>
  queryOptions({
    queryKey: ['chat', category, chatId],
    queryFn: ({ signal }) => calls.load({ category, chatid: chatId }, signal),
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
    // Off while the live stream is healthy: it says when the chat changes.
    refetchInterval: (query) => (query.state.data?.success === false ? false : liveOr(intervalMs)),
  });

/**
 * Opens a chat the server does not have yet (the support case it belongs to waits in the outbox): it shows
 * empty, with its composer, so messages can be written in it and queue behind the case; the next load that
 * answers replaces it. The server has no answer for it yet, so the worker keeps none: after a reload offline
 * it shows its messages waiting in the outbox (chat-panel.tsx).
 */
export function openNewChat(
  client: QueryClient,
  calls: ChatCalls,
  category: ChatCategory,
  chatId: string,
  intervalMs: number,
): Promise<void> {
  const empty: LoadChatsResponse = { success: true, message: '', data: [], userid: '', status: '' };
  return client.prefetchQuery({
    ...chatQueryOptions(calls, category, chatId, intervalMs),
    queryFn: () => Promise.resolve(empty),
  });
}

const none: ChatMessage[] = [];

/** Message ids are whole numbers in the order sent. */
const before = (id: string, other: string) => Number(id) < Number(other);

/**
 * The poll answers the newest page only. What the reader saw before it stays: the earlier pages loaded by
 * scrolling up, and messages the newest page no longer holds because newer ones came.
 */
function useEarlierMessages(
  calls: ChatCalls,
  category: ChatCategory,
  chatId: string,
  page?: LoadChatsResponse,
) {
  const [earlier, setEarlier] = useState<ChatMessage[]>([]);
  /** The cursor of the page before `earlier`: undefined until one is loaded (the newest page's then). */
  const [earlierNext, setEarlierNext] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const lastPage = useRef<ChatMessage[]>([]);
  const newest = (page?.success ? page.data : undefined) ?? none;
  const first = newest[0]?.Id;
  useEffect(() => {
    const slid = first ? lastPage.current.filter((message) => before(message.Id, first)) : [];
    if (slid.length)
      setEarlier((kept) => [...kept.filter((message) => !slid.some((s) => s.Id === message.Id)), ...slid]);
    lastPage.current = newest;
  }, [first, newest]);
  const messages = useMemo(
    () => [...earlier.filter((message) => !first || before(message.Id, first)), ...newest],
    [earlier, first, newest],
  );
  const next = earlier.length ? earlierNext : page?.Next;
  const oldest = messages[0]?.Id;
  const loadEarlier = useCallback(async () => {
    if (loading || !next || !oldest) return;
    setLoading(true);
    try {
      const answer = await calls.load({ category, chatid: chatId, before: oldest });
      if (answer.success) {
        setEarlier((kept) => [...(answer.data ?? []), ...kept]);
        setEarlierNext(answer.Next ?? null);
      }
    } catch (error) {
      console.error('Could not load earlier messages', error);
    } finally {
      setLoading(false);
    }
  }, [calls, category, chatId, loading, next, oldest]);
  return { messages, hasEarlier: Boolean(next), loadingEarlier: loading, loadEarlier };
}

export function useChat(calls: ChatCalls, category: ChatCategory, chatId: string, intervalMs: number) {
  useLiveHealthy(); // the poll follows the live stream's health
  const { data, error, dataUpdatedAt, refetch } = useQuery(
    chatQueryOptions(calls, category, chatId, intervalMs),
  );
  useEffect(() => {
    if (error) console.error('Could not load the chat', error);
  }, [error]);
  const earlier = useEarlierMessages(calls, category, chatId, data);
  const state = useMemo((): ChatState => {
    if (!data) return { kind: 'loading' };
    if (!data.success) return { kind: 'refused', message: data.message };
    return {
      kind: 'ready',
      chat: { messages: earlier.messages, userId: data.userid ?? '', status: data.status ?? '' },
    };
  }, [data, earlier.messages]);
  // Asks again now, dropping an answer still on its way: it may predate what the caller just changed.
  const refresh = useCallback(() => void refetch(), [refetch]);
  /** When the chat was last loaded: every load, changed or not, is a new one for the outbox copies. */
  return {
    state,
    loadedAt: dataUpdatedAt,
    refresh,
    earlier: { has: earlier.hasEarlier, loading: earlier.loadingEarlier, load: earlier.loadEarlier },
  };
}
