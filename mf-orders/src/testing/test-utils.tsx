// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and an empty outbox before each test.
import 'fake-indexeddb/auto';
import ordersResources from '@callout/i18n/locales/en-GB/orders.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { answer, setUpTests } from '@callout/module-kit/testing';
import { outboxDb } from '@callout/offline/outbox-db';
import { ordersDb } from '../data/db';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  renderRoutes,
  stub,
  WhereAmI,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { orders: ordersResources, pwa: pwaResources },
  accountType: 'user',
  reset: async () => {
    await Promise.all([outboxDb.outbox.clear(), ordersDb.drafts.clear()]);
  },
});

/** This module's replies spread their fields beside the envelope's (e.g. `{ success, message, order }`). */
export const ok = (extra: Record<string, unknown> = {}, message = 'ok') =>
  answer({ success: true, message, ...extra });
export const refuse = (message: string, status = 409) => answer({ success: false, message }, status);
