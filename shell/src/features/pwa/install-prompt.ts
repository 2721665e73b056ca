// Chromium-based browsers offer installation through `beforeinstallprompt`, which may fire before React
// renders, so it is captured from startup. Other browsers never fire it and never show the offer.
//
// The offer waits for engagement, as Chrome's own install heuristic does: the visitor has clicked, tapped
// or typed on the page and spent 30 seconds on it. Nobody is asked to install a site before using it, and
// an offer turned down stays away for 30 days.

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const engagementDelayMs = 30_000;
export const dismissalDays = 30;
const dismissedKey = 'callout.installDismissedAt';

let deferred: BeforeInstallPromptEvent | null = null;
let interacted = false;
let dwelled = false;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(dismissedKey));
    return at > 0 && now - at < dismissalDays * 24 * 60 * 60 * 1000;
  } catch {
    return false; // storage blocked: the offer can still be dismissed for this page
  }
}

let listening = false;

/** From the page's first script (src/boot.ts), before anything waits; once per page. */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own offer instead of the browser's mini info bar
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
  const onInteraction = () => {
    interacted = true;
    window.removeEventListener('pointerdown', onInteraction, true);
    window.removeEventListener('keydown', onInteraction, true);
    changed();
  };
  window.addEventListener('pointerdown', onInteraction, true);
  window.addEventListener('keydown', onInteraction, true);
  window.setTimeout(() => {
    dwelled = true;
    changed();
  }, engagementDelayMs);
}

export function canInstall(): boolean {
  return deferred !== null && interacted && dwelled && !dismissedRecently();
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "Not now": the offer is not made again on this device for `dismissalDays`. */
export function dismissInstall(): void {
  try {
    localStorage.setItem(dismissedKey, String(Date.now()));
  } catch {
    // storage blocked: hidden until the next visit only
  }
  deferred = null;
  changed();
}

/** Shows the browser's install dialog; the event can be used once, whatever the user answers. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  changed();
  await event.prompt();
  await event.userChoice;
}
