// A button of a page the server drew for a visitor works only once the app has hydrated it (the top bar's
// menu button). A click on it before that is held here, from the page's first script (src/boot.ts), and
// given again once the app is live, so the first tap or keypress of a visitor is not lost while the app
// loads. Links and forms need no app: they are left to the browser.

/** Marks a control whose clicks wait for the app when they come before it. */
export const needsAppAttribute = 'data-needs-app';

let held: Element | null = null;
let holding = false;

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest(`[${needsAppAttribute}]`) : null;
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target;
}

/** From the page's first script: clicks on controls that need the app wait for it. */
export function holdClicksUntilLive(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
}

/** The app has hydrated the page: the held click (the last one, if several) reaches its control now. */
export function releaseHeldClicks(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  const target = held;
  held = null;
  if (target instanceof HTMLElement && target.isConnected) target.click();
}
