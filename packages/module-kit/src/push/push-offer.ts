// When to offer pushes (issue 22 §3): never on a first visit or a page load, only after something that
// makes them worth having (a schedule turned on, a job published, ...), and not again for a while after
// "Not now" on this device.
export const notNowKey = 'callout:push-not-now';
/** How long "Not now" keeps the offer away on this device. */
export const notNowForMs = 14 * 24 * 60 * 60 * 1000;

function readNotNow(): number | null {
  try {
    const at = Number(localStorage.getItem(notNowKey));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

export function declinedRecently(now = Date.now()): boolean {
  const at = readNotNow();
  return at !== null && now - at < notNowForMs;
}

export function rememberNotNow(now = Date.now()): void {
  try {
    localStorage.setItem(notNowKey, String(now));
  } catch {
    // Storage refused: the offer may come back, which is all that is lost.
  }
}
