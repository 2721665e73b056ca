// Chromium-based browsers offer installation through `beforeinstallprompt`, which may fire before React
// renders, so it is captured from startup. Other browsers never fire it and never show the button.

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own button instead of the browser's mini info bar
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

export function canInstall(): boolean {
  return deferred !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the event can be used once, whatever the user answers. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  set(null);
  await event.prompt();
  await event.userChoice;
}
