// The booking's request draft as the shell reads it: IndexedDB `callout-booking`, table `drafts`, key `reqData`.
import type { Page } from '@playwright/test';

export function readDraft(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('callout-booking');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(null);
          const get = db.transaction('drafts').objectStore('drafts').get('reqData');
          get.onsuccess = () => resolve((get.result?.value as Record<string, unknown>) ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}
