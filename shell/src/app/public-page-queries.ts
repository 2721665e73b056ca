// The data of the public pages the server renders with it (server-render.tsx): fetched first into the
// rendering's client, with the query options the pages use, so the browser hydrates the very queries the
// page asks for and shows them without a request.
import type { QueryClient } from '@callout/query';
import type { KyInstance } from 'ky';
import { paths } from '../config/paths';
import { faqsQueryOptions } from '../features/help/api/get-faqs';
import { helpCenterQueryOptions } from '../features/help/api/get-help-center';

/** Fetches into `client` everything the page shows once ready; throws when any of it cannot be had. */
type Prefetch = (client: QueryClient, api: KyInstance) => Promise<unknown>;

/** Path → its page's data. */
export const publicPageQueries: Readonly<Record<string, Prefetch>> = {
  [paths.help.path]: (client, api) =>
    Promise.all([client.fetchQuery(helpCenterQueryOptions(api)), client.fetchQuery(faqsQueryOptions(api))]),
};
