// Live list of outbox items for a screen: pending ('sending') and refused ('failed', with the server's
// message). Updates when the page, another tab or the service worker changes the outbox.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxItem } from './outbox-db';
import { listOutbox } from './outbox-items';

export function useOutbox(scope?: string): readonly OutboxItem[] {
  const [items, setItems] = useState<readonly OutboxItem[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => listOutbox(scope)).subscribe({
      next: setItems,
      error: (error: unknown) => console.error('Could not read the outbox', error),
    });
    return () => subscription.unsubscribe();
  }, [scope]);
  return items;
}
