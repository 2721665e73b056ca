// Loads a chat now and then every 3 seconds. A request never overlaps the previous one: the next starts
// 3 s after the last answer, and a refresh asked for during a request runs right after it.
import type { ChatMessage, LoadChatsResponse } from '@callout/contracts/support';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadedChat {
  messages: ChatMessage[];
  /** The caller's id: their own messages are the ones they may delete. */
  userId: string;
  status: string;
}

export type ChatState =
  | { kind: 'loading' }
  | { kind: 'ready'; chat: LoadedChat }
  /** The server refused (no such chat, not yours, session over): polling stops, the message shows. */
  | { kind: 'refused'; message: string };

const signature = (chat: LoadedChat) => JSON.stringify(chat);

export function useChatPolling(
  load: (signal: AbortSignal) => Promise<LoadChatsResponse>,
  intervalMs: number,
) {
  const [state, setState] = useState<ChatState>({ kind: 'loading' });
  const refreshRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
    let lastSignature = '';
    // Set by refresh(): the next load gives a new state even when the chat is unchanged, so whatever
    // waits for "the chat as loaded after now" (delivered outbox copies) sees it. That matters when a
    // message was stored before its answer was lost: the chat already lists it when the replay lands.
    let forced = false;

    const tick = async (): Promise<void> => {
      clearTimeout(timer);
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      const force = forced;
      forced = false;
      try {
        const answer = await load(controller.signal);
        if (controller.signal.aborted) return;
        if (!answer.success) {
          setState({ kind: 'refused', message: answer.message });
          return;
        }
        const chat = {
          messages: answer.data ?? [],
          userId: answer.userid ?? '',
          status: answer.status ?? '',
        };
        // An unchanged chat keeps its state object on a timed poll, so nothing re-renders.
        if (force || signature(chat) !== lastSignature) {
          lastSignature = signature(chat);
          setState({ kind: 'ready', chat });
        }
      } catch (error) {
        // Spec section 8: other network errors are only logged; the next poll tries again.
        if (!controller.signal.aborted) console.error('Could not load the chat', error);
      } finally {
        inFlight = false;
      }
      if (controller.signal.aborted) return;
      if (again) {
        again = false;
        return tick();
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };

    refreshRef.current = () => {
      forced = true;
      void tick();
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
      refreshRef.current = () => undefined;
    };
  }, [load, intervalMs]);

  const refresh = useCallback(() => refreshRef.current(), []);
  return { state, refresh };
}
