// What a page rendered on the server needs: a client of its own per rendering, and the state the browser
// hydrates from. Never in a browser bundle.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, renderedQueriesId } from './client';

export { createQueryClient, renderedQueriesId } from './client';

/** A client of one rendering alone: one visitor's data never reaches another's page. */
export function renderingQueryClient(): QueryClient {
  const client = createQueryClient();
  // A page whose data cannot be had at once is left to the browser, which retries and reports as always.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** The client's successful queries as JSON safe to place inside a <script> element. */
export function serializedQueries(client: QueryClient): string {
  return JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c');
}

/** The script element a rendered page carries its queries in, for the browser to hydrate its client from. */
export function renderedQueriesScript(client: QueryClient): string {
  return `<script type="application/json" id="${renderedQueriesId}">${serializedQueries(client)}</script>`;
}
