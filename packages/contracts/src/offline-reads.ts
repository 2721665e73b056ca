// The one offline read cache: the service worker keeps the last answer of each API read a page shows, per
// session, and gives it back when the network is gone. The reads it keeps and how a session is named are
// shared by the worker (which keeps them) and the server, which hands the worker the answers a page it
// rendered was read with, so that page reads offline too without the app having asked for anything.

/**
 * The API reads kept for offline reading, by method and path under /api. Not the others: they change
 * something on a GET (cancelorder, startorder, bidrequest…) or are live data that would mislead when stale
 * (bids). The provider's last position on an order's live map (/geolocation) and where a postcode is
 * (/geo/postcodes) are kept, so a live map seen reopens offline framed as it was, over the tiles kept then
 * (the page says its data is saved, and from when). The session checks are kept so a signed-in user is not
 * sent to the login page just for being offline; the server still checks the token on every real call. A few reads are POSTs in the
 * REST API (the chats, the support cases, a category's specifics): their body is part of what is kept.
 */
export const offlineReads = {
  GET: new Set([
    '/categories',
    '/dashboard',
    '/faqs',
    '/geo/postcodes',
    '/geolocation',
    '/help-center',
    '/orderdetails',
    '/orders',
    '/profile',
    '/receipt',
    '/savedlocations',
    '/savedproviders',
    '/upcomingorders',
    '/valsession',
    '/provider/certrequests',
    '/provider/getnotifications',
    '/provider/getorderschart',
    '/provider/getschedule',
    '/provider/kycdata',
    '/provider/kycreviews',
    '/provider/orderdetails',
    '/provider/orders',
    '/provider/payouts',
    '/provider/payoutschedule',
    '/provider/profile',
    '/provider/servicearea',
    '/provider/upcomingorders',
    '/provider/valsession',
  ]),
  POST: new Set([
    '/activeproviders',
    '/loadchats',
    '/loadsupportcases',
    '/products',
    '/specifics',
    '/provider/loadchats',
    '/provider/loadsupportcases',
  ]),
} as const;

/** Reads named by an id in the path, kept too: a provider's public profile, so one seen reads offline. */
const providerProfilePath = /^\/providers\/[^/]+\/profile$/;

/** Whether the API call `method` `path` (under /api, without the query) is kept for offline reading. */
export function isOfflineRead(method: string, path: string): boolean {
  if (method === 'GET' && providerProfilePath.test(path)) return true;
  return method === 'GET' || method === 'POST' ? offlineReads[method].has(path) : false;
}

/**
 * A short hash naming a session (the request's whole `Authorization` header) in cache keys without
 * revealing its token; the same on the server and in the worker.
 */
export async function sessionPartition(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One answer a page was rendered with on the server, as the API gave it. */
export interface RenderedAnswer {
  method: 'GET' | 'POST';
  /** Under /api, with the query: `/orderdetails?orderid=ORD-…`. */
  path: string;
  /** A POST's form body as sent. */
  body?: string;
  /** The answer's JSON text. */
  text: string;
}

/** What a signed-in page rendered on the server carries for the worker: whose session, and the answers. */
export interface RenderedAnswers {
  partition: string;
  answers: RenderedAnswer[];
}

/** The `<script type="application/json">` of a rendered page that holds its RenderedAnswers. */
export const renderedAnswersId = 'callout-rendered-answers';

const isAnswer = (value: unknown): value is RenderedAnswer => {
  const answer = value as Partial<RenderedAnswer> | null;
  return (
    (answer?.method === 'GET' || answer?.method === 'POST') &&
    typeof answer.path === 'string' &&
    answer.path.startsWith('/') &&
    (answer.body === undefined || typeof answer.body === 'string') &&
    typeof answer.text === 'string'
  );
};

/** The rendered answers in `json`, or null when it is not such a list (a page of another release). */
export function parseRenderedAnswers(json: string): RenderedAnswers | null {
  try {
    const value = JSON.parse(json) as Partial<RenderedAnswers> | null;
    if (typeof value?.partition !== 'string' || !/^[0-9a-f]{24}$/.test(value.partition)) return null;
    if (!Array.isArray(value.answers) || !value.answers.every(isAnswer)) return null;
    return { partition: value.partition, answers: value.answers };
  } catch {
    return null;
  }
}
