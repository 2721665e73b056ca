// The booking steps as the server renders them (app/server-render.tsx), the negotiation included: their
// first view is the request draft, which the browser keeps in IndexedDB and mirrors into the draft cookie
// (data/draft-cookie.ts). A step is rendered only from a draft complete enough for it, with the data it
// lists fetched first; any other draft is left to the browser, whose guard sends the customer to the step
// that fills the gap.
import { isPublishedJob, type RequestDraft } from '@callout/contracts/booking';
import { noSpecific } from '@callout/contracts/catalog';
import { arrivalWindowsQuery } from '@callout/module-kit/arrival-windows';
import { categoriesQuery } from '@callout/module-kit/categories';
import { specificsQuery } from '@callout/module-kit/specifics';
import type { ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { productsQuery } from '../features/catalog/api/get-products';
import CategoryPage from '../features/catalog/components/category-page';
import ChooseServicePage from '../features/catalog/components/choose-service-page';
import SpecificsPage from '../features/catalog/components/specifics-page';
import LocationPage from '../features/location/components/location-page';
import { bidsQuery } from '../features/negotiate/api/find-bids';
import NegotiatePage from '../features/negotiate/components/negotiate-page';
import { activeProvidersQuery, pagesProviders } from '../features/providers/api/get-active-providers';
import ProvidersPage from '../features/providers/components/providers-page';
import { dateInWindow } from '../features/providers/hooks/use-picked-date';
import { RenderedDraft } from '../hooks/rendered-draft';
import { type BookingStep, redirectForIncompleteDraft } from '../lib/draft-steps';

/**
 * A list query asked once: the steps' lists retry without end in the browser, but a page that cannot be had
 * at once is left to the browser.
 */
const once = <T extends object>(options: T): T & { retry: false } => ({ ...options, retry: false });

/** Refuses a draft the step's guard would send elsewhere: the page is then left to the browser. */
function requireStep(draft: RequestDraft, step: BookingStep): void {
  if (redirectForIncompleteDraft(draft, step) !== null) {
    throw new Error(`The draft is not complete enough for the ${step} step`);
  }
}

/**
 * The step routes for one visitor's draft. Made per request, with the draft given through a context: the
 * renderer serves every visitor at once, so no draft is kept anywhere else.
 */
export function stepRoutes(draft: RequestDraft): ServerRenderedRoutes<KyInstance> {
  const withDraft = (Page: ComponentType) => () => (
    <RenderedDraft value={draft}>
      <Page />
    </RenderedDraft>
  );
  const { Category = '', Specific = '', ProdId = '', ZipCode, Order } = draft;
  return {
    [paths.location.path]: {
      // The form, filled in from the draft: nothing to fetch.
      prefetch: async () => undefined,
      Page: withDraft(LocationPage),
    },
    [paths.category.path]: {
      prefetch: (client, api) => {
        requireStep(draft, 'category');
        return client.fetchQuery(once(categoriesQuery('', api)));
      },
      Page: withDraft(CategoryPage),
    },
    [paths.specifics.path]: {
      prefetch: async (client, api) => {
        requireStep(draft, 'specifics');
        const specifics = await client.fetchQuery(once(specificsQuery(Category, '', api)));
        // A category with nothing to choose: the page records NONE and moves on at once, in the browser.
        if (specifics.length > 0 && specifics.every((specific) => specific.Specifics === noSpecific)) {
          throw new Error(`Category ${Category} has no specifics to choose`);
        }
      },
      Page: withDraft(SpecificsPage),
    },
    [paths.choose.path]: {
      prefetch: (client, api) => {
        requireStep(draft, 'choose');
        return client.fetchQuery(once(productsQuery(Category, Specific, '', api)));
      },
      Page: withDraft(ChooseServicePage),
    },
    [paths.providers.path]: {
      prefetch: async (client, api) => {
        requireStep(draft, 'providers');
        // The date the page opens on: the draft's, while still bookable; without one it asks for a date.
        const schedule = dateInWindow(draft.Scheduled);
        if (!schedule) return;
        // The service's pay rate: a PER HOUR service asks for hours, and the windows fit them.
        const products = await client.fetchQuery(once(productsQuery(Category, Specific, '', api)));
        const perHour = products.find((product) => product.Id === ProdId)?.PayRate === 'PER HOUR';
        const hours = perHour ? (draft.Hours ?? '1') : '';
        // The first page, nearest first: the browser loads the next as the customer scrolls.
        const listed = await client.fetchInfiniteQuery(
          once(activeProvidersQuery(ProdId, schedule, '', ZipCode, api)),
        );
        // The provider picked before opens with their free windows that day, as the browser would ask.
        const picked = draft.Provider;
        if (picked && pagesProviders(listed.pages).some((provider) => provider.PersonnelID === picked)) {
          // Without them the page is still drawn: the browser asks for the windows itself.
          await client
            .fetchQuery(once(arrivalWindowsQuery(picked, ProdId ?? '', schedule, api, hours)))
            .catch(() => undefined);
        }
      },
      Page: withDraft(ProvidersPage),
    },
    [paths.negotiate.path]: {
      // As the draft has it: sending the request (the browser sends it: no order is made here), a published
      // job with the bids so far, or the engaged provider's panel with the map's box (the browser asks for
      // the map's points, and its code).
      prefetch: async (client, api) => {
        requireStep(draft, 'negotiate');
        if (Order && isPublishedJob(draft.Provider)) await client.fetchInfiniteQuery(bidsQuery(Order, api));
      },
      Page: withDraft(NegotiatePage),
    },
  };
}
