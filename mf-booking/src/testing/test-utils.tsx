// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and the booking flow's pages as stubs.
import 'fake-indexeddb/auto';
import bookingResources from '@callout/i18n/locales/en-GB/booking.json';
import bookingPageResources from '@callout/i18n/locales/en-GB/booking-pages.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { setUpTests, stub } from '@callout/module-kit/testing';
import { bookingDb } from '../data/db';
import { clearDraft, forgetLoadedDraft } from '../data/request-draft';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  ok,
  refused,
  renderRoutes,
  stub,
  WhereAmI,
  watchListEnds,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { booking: { ...bookingResources, ...bookingPageResources }, pwa: pwaResources },
  accountType: 'user',
  reset: async () => {
    forgetLoadedDraft();
    await clearDraft();
    forgetLoadedDraft();
    await bookingDb.drafts.clear(); // the date picked on the providers step, too
  },
});

/** The pages around the booking flow, as stubs, so redirects have somewhere to land. */
export const flowStubs = [
  '/getstarted',
  '/dashboard',
  '/service/location',
  '/service/category',
  '/service/specifics',
  '/service/choose',
  '/service/providers',
  '/service/negotiate',
  '/service/payments/:id',
  '/service/orderconfirmation/:id',
  '/details/:id',
].map(stub);
