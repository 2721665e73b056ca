// What a page rendered on the server needs: a client of its own per rendering, and the state the browser
// hydrates from. Never in a browser bundle.
import { dehydrate, type QueryClient } from '@tanstack/react-query';

export { createQueryClient, renderedQueriesId } from './client';

/** The client's successful queries as JSON safe to place inside a <script> element. */
export function serializedQueries(client: QueryClient): string {
  return JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c');
}
