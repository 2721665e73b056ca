// What a page drawn on the server needs: a client of its own per drawing, and the state the browser
// hydrates from. Never in a browser bundle.
import { dehydrate, type QueryClient } from '@tanstack/react-query';

export { createQueryClient, drawnQueriesId } from './client';

/** The client's successful queries as JSON safe to place inside a <script> element. */
export function serializedQueries(client: QueryClient): string {
  return JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c');
}
