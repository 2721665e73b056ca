// Which outbox messages to show under the chat. A delivered message leaves the outbox a moment before the
// next load lists it (or, when the outbox view lags, a moment after), so without this it would blink out
// or show twice. Delivered messages stay on screen as they were until the chat is next loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingMessage } from './use-chat-outbox';

interface Delivered {
  /** The load they are missing from; any later load lists them itself. */
  loaded: unknown;
  items: PendingMessage[];
}

export function usePendingDisplay(items: readonly PendingMessage[], loaded: unknown) {
  const [delivered, setDelivered] = useState<Delivered>({ loaded, items: [] });
  /** Delivered keys the outbox view may still list for a moment. */
  const sent = useRef(new Set<string>());
  /** Discarded by the user: gone, not delivered. */
  const discarded = useRef(new Set<string>());
  const previous = useRef(items);
  const latestLoad = useRef(loaded);
  latestLoad.current = loaded;

  const keep = useCallback((more: PendingMessage[]) => {
    if (more.length === 0) return;
    setDelivered((current) => {
      const kept = current.loaded === latestLoad.current ? current.items : [];
      const known = new Set(kept.map((item) => item.key));
      return { loaded: latestLoad.current, items: [...kept, ...more.filter((item) => !known.has(item.key))] };
    });
  }, []);

  useEffect(() => {
    const current = new Set(items.map((item) => item.key));
    const left = previous.current.filter(
      (item) => !current.has(item.key) && !sent.current.has(item.key) && !discarded.current.has(item.key),
    );
    previous.current = items;
    keep(left);
  }, [items, keep]);

  const markSent = useCallback(
    (key: string) => {
      sent.current.add(key);
      keep(previous.current.filter((candidate) => candidate.key === key));
    },
    [keep],
  );
  const markDiscarded = useCallback((key: string) => void discarded.current.add(key), []);

  // Decided while rendering, so the frame that shows a new load never also shows its delivered copies.
  const stillMissing = delivered.loaded === loaded ? delivered.items : [];
  const shown = [...stillMissing, ...items.filter((item) => !sent.current.has(item.key))];
  return { shown, markSent, markDiscarded };
}
