// Replays from the page carry the session of now, not the one a post was queued with: a token that
// expired or was renewed while offline would otherwise make every replay fail. The service worker cannot
// read the session, so its replays use the headers stored with the item.

type HeaderSource = () => Record<string, string>;

let currentHeaders: HeaderSource | undefined;

/** Called once by the app, e.g. with the Bearer token of the stored session. */
export function setOutboxHeaders(source: HeaderSource | undefined): void {
  currentHeaders = source;
}

/** The stored headers of a queued post, with the current session's headers over them. */
export function headersForReplay(stored: [string, string][]): Headers {
  const headers = new Headers(stored);
  for (const [name, value] of Object.entries(currentHeaders?.() ?? {})) headers.set(name, value);
  return headers;
}
