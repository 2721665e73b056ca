// A signed-in page drawn on the server (packages/server/src/page-render.ts) shows the account's own page
// before any script runs, but it is not the app: the app draws its own beside it, unseen, and takes its
// place once it shows the same page (the session checked, the module loaded, its data drawn), in one step,
// so nothing on screen moves or flashes a spinner in between.

/** What the app shows while it still waits for something: a spinner, or the bar of a page's code loading. */
const waiting = '.spinner, .navigation-progress';

/** Long enough for a slow phone on a poor line; after that the app shows whatever it has. */
export const takeOverTimeoutMs = 10_000;

/** Whether the app in `live` shows a page of its own (not a wait). */
export const showsPage = (live: Element): boolean =>
  live.childElementCount > 0 && live.querySelector(waiting) === null;

/**
 * Puts `live` beside the drawn `drawn`, kept from view and from assistive technology, and swaps them once
 * the app in it shows a page (or after `timeoutMs`): `live` then takes the drawn page's id and place, and
 * the module styles written in for the drawn page go with it. Resolves once swapped.
 */
export function takeOverWhenShown(
  drawn: HTMLElement,
  live: HTMLElement,
  timeoutMs = takeOverTimeoutMs,
): Promise<void> {
  live.setAttribute('style', 'position:absolute;inset-inline:0;top:0;visibility:hidden');
  live.setAttribute('aria-hidden', 'true');
  drawn.after(live);
  return new Promise((resolve) => {
    const swap = () => {
      observer.disconnect();
      clearTimeout(timer);
      const id = drawn.id;
      drawn.remove();
      for (const style of document.querySelectorAll('style[data-drawn-module]')) style.remove();
      live.removeAttribute('style');
      live.removeAttribute('aria-hidden');
      live.id = id;
      resolve();
    };
    // Checked before the browser paints what React has just put in: the swap lands in the same frame.
    const observer = new MutationObserver(() => {
      if (showsPage(live)) swap();
    });
    observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const timer = setTimeout(swap, timeoutMs);
  });
}
