// Device data follows the signed-in account: whenever this tab finds a session (at start, a sign-in here
// or in another tab), other accounts' drafts and saved lists go and their queued posts lose their token.
// A signed-in user coming back is also asked, once in the browser session, to let that data last.
import { readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { requestPersistentStorageOnce } from '@callout/db/persistent-storage';

function claimForStoredSession(): void {
  const session = readSession();
  if (!session) return;
  // Loaded only with a session: a visitor's page does not bring IndexedDB's library.
  import('@callout/offline/claim-device')
    .then(({ claimDevice }) => claimDevice(session))
    .catch((error: unknown) => console.error('Could not tidy device data', error));
  void requestPersistentStorageOnce();
}

export function keepDeviceDataForSignedInAccount(): void {
  window.addEventListener(sessionChangeEvent, claimForStoredSession);
  window.addEventListener('storage', claimForStoredSession);
  claimForStoredSession();
}
