// What a page drawn on the server needs: a client of its own per drawing, and the state the browser
// hydrates from. Never in a browser bundle.
import { dehydrate, type QueryClient } from '@tanstack/react-query';

export { createQueryClient } from './client';

/** The id of the script element that carries a drawn page's queries to the browser. */
export const drawnQueriesId = 'callout-drawn-queries';

/** The client's successful queries as JSON safe to place inside a <script> element. */
export function serializedQueries(client: QueryClient): string {
  return JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c');
}
