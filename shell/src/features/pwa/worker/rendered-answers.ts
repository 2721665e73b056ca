// The answers a signed-in page was rendered with on the server, which the page carries for the worker
// (renderedAnswersId): kept in the offline read cache as their reads' answers, for the session the server
// names, as soon as the page arrives. So a page seen for a moment reads offline, though its app never asked
// for what it shows. The kept copy of the page itself leaves them out with the rest of what was rendered.
import {
  isOfflineRead,
  parseRenderedAnswers,
  type RenderedAnswers,
  renderedAnswersId,
} from '@callout/contracts/offline-reads';
import { keyFor } from './api-cache-partition';

const opening = `<script id="${renderedAnswersId}" type="application/json">`;

/** The rendered answers `html` carries, or null (a page the browser renders, or of another release). */
export function renderedAnswersIn(html: string): RenderedAnswers | null {
  const from = html.indexOf(opening);
  const to = from < 0 ? -1 : html.indexOf('</script>', from);
  return to < 0 ? null : parseRenderedAnswers(html.slice(from + opening.length, to));
}

/** Where kept answers go, and what happens once they are (api-routes.ts). */
export interface AnswerKeeper {
  cache: Pick<Cache, 'put'>;
  keptFor(partition: string): Promise<void>;
  countKept(keys: string[]): Promise<void>;
}

/**
 * Keeps the answers `html` carries, dated `givenAt` (the page's Date header) so the page can say how old
 * they are; only reads kept for offline reading. Answers how many were kept.
 */
export async function keepRenderedAnswers(
  html: string,
  origin: string,
  givenAt: string | null,
  keeper: AnswerKeeper,
): Promise<number> {
  const rendered = renderedAnswersIn(html);
  if (rendered === null) return 0;
  const keys: string[] = [];
  for (const answer of rendered.answers) {
    const url = new URL(`/api${answer.path}`, origin);
    if (url.origin !== origin || !isOfflineRead(answer.method, url.pathname.slice('/api'.length))) continue;
    const body = answer.method === 'POST' ? (answer.body ?? '') : undefined;
    const key = await keyFor(url.href, rendered.partition, body);
    const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
    if (givenAt !== null) headers.set('Date', givenAt);
    await keeper.cache.put(key, new Response(answer.text, { headers }));
    keys.push(key);
  }
  if (keys.length === 0) return 0;
  await keeper.keptFor(rendered.partition);
  await keeper.countKept(keys);
  return keys.length;
}
