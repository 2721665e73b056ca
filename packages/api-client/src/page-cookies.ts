// The page-rendering cookies (@callout/contracts/page-rendering) as this browser holds them: what the app
// keeps there for the server to draw the next page with (the session, the booking draft, the device's
// pushes). One reader and one writer for all of them, with the same attributes: Path=/, SameSite=Strict (a
// page opened from another site is drawn in the browser), Secure over HTTPS. No dependencies: the shell's
// first script loads this.

/** The value of cookie `name`, or undefined when the browser holds none. */
export function readPageCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((each) => each.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * Makes cookie `name` hold `value` (fit for a cookie as it is), or drops it for null; nothing is written
 * when the browser already holds just that. `maxAgeSeconds` makes it outlive the browser session.
 */
export function writePageCookie(name: string, value: string | null, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const current = readPageCookie(name);
  if (value === null ? current === undefined : current === value) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime =
    value === null ? '; Max-Age=0' : maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; these writes follow synchronous storage writes
  document.cookie = `${name}=${value ?? ''}; Path=/; SameSite=Strict${secure}${lifetime}`;
}
