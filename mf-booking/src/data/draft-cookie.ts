// The request draft mirrored into a cookie (@callout/contracts/page-rendering, pageDraftCookie), so the
// server can render a booking step, whose first view is the draft, before any script runs. It says what
// IndexedDB holds for the signed-in account: written when the draft is stored or read, gone when there is
// none. A session cookie: the draft itself stays in IndexedDB, and the next read writes the cookie again.
// The server reads it back with draftFromCookie.

import { writePageCookie } from '@callout/api-client/page-cookies';
import { type RequestDraft, requestDraftSchema } from '@callout/contracts/booking';
import { pageDraftCookie } from '@callout/contracts/page-rendering';

/**
 * Browsers refuse a cookie over 4 KB (name and value) and keep the old one: a draft too long for it (long
 * address lines) is left to the browser to render, rather than have the server render a stale one.
 */
const longestValue = 3800;

/** Makes the draft cookie hold `draft`, or drops it when the draft is empty (or too long for a cookie). */
export function mirrorDraftCookie(draft: RequestDraft): void {
  const encoded = encodeURIComponent(JSON.stringify(draft));
  const empty = Object.values(draft).every((value) => value === undefined) || encoded.length > longestValue;
  writePageCookie(pageDraftCookie, empty ? null : encoded);
}

/**
 * The draft in a draft cookie's raw value, as the server has it (app/server-render.tsx), or null for none,
 * or anything that is not a draft: the cookie is input like any other.
 */
export function draftFromCookie(value: string | undefined): RequestDraft | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  const parsed = requestDraftSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
