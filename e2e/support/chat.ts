// Opening a support case, and reading a chat and the offline outbox the way the app stores them, to check
// what reached the server and what is still waiting on the device.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPath, type Role } from './accounts';

/** Opens a support case for the customer of `token`: its number, found again by its subject. */
export async function openSupportCase(request: APIRequestContext, token: string, subject: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(apiPath('user', 'newsupportcase'), {
    form: { value: subject },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const cases = (await (
    await request.post(apiPath('user', 'loadsupportcases'), { form: { value: subject }, headers })
  ).json()) as { data: { CaseID: string }[] };
  return cases.data[0]?.CaseID ?? '';
}

export interface StoredMessage {
  Id: string;
  SenderId: string;
  Message: string | null;
}

/** The messages of one chat as the server stores them (POST /loadchats), oldest first. */
export async function loadChat(
  request: APIRequestContext,
  role: Role,
  token: string,
  { category, chatId }: { category: 'ORDER' | 'SUPPORT'; chatId: string },
  base = '',
): Promise<StoredMessage[]> {
  const response = await request.post(apiPath(role, 'loadchats', base), {
    form: { category, chatid: chatId },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; message: string; data?: StoredMessage[] };
  if (!body.success) throw new Error(`loadchats refused: ${body.message}`);
  return body.data ?? [];
}

export interface OutboxRow {
  key: string;
  scope: string;
  status: string;
  fields: Record<string, string>;
}

/** The rows of the offline outbox (IndexedDB `callout-offline`, table `outbox`), in queue order. */
export function outboxRows(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('callout-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as (OutboxRow & { seq: number })[])
                .sort((a, b) => a.seq - b.seq)
                .map(({ key, scope, status, fields }) => ({ key, scope, status, fields })),
            );
          };
        };
      }),
  );
}
