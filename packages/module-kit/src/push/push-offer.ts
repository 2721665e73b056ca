// When to offer pushes: never on a first visit or a page load, only after something that
// makes them worth having (a schedule turned on, a job published, ...), and not again for a while after
// "Not now" on this device.
import { knownPushDeviceHere, notNowKey, readNotNow, rememberPushDevice } from './device-state';

export { notNowKey } from './device-state';

/** How long "Not now" keeps the offer away on this device. */
export const notNowForMs = 14 * 24 * 60 * 60 * 1000;

/** Whether "Not now" was chosen (at `at`: this device's, by default) too recently to offer again. */
export function declinedRecently(now = Date.now(), at = readNotNow()): boolean {
  return at !== null && now - at < notNowForMs;
}

export function rememberNotNow(now = Date.now()): void {
  try {
    localStorage.setItem(notNowKey, String(now));
  } catch {
    // Storage refused: the offer may come back, which is all that is lost.
  }
  // The server draws the next page without the offer too.
  const known = knownPushDeviceHere();
  if (known) rememberPushDevice(known.state);
}
