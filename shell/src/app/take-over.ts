// A signed-in page rendered on the server (packages/server/src/infra/html/page-render.ts) shows the account's own
// page before any script runs, but it is not the app: the app renders its own off the page, and takes the
// server's page's place once it shows the same page (the session checked, the module loaded, its data in),
// in one step, so nothing on screen moves or flashes a spinner in between. Kept out of the document
// meanwhile, the app's page is neither seen, nor read out, nor found twice by anything searching the page.

/**
 * What the app shows while it still waits for something: a spinner, or the bar of a page's code loading.
 * A spinner marked `--ongoing` is part of the page itself (a published job waiting for bids, for as long as
 * they may come), not a wait for it.
 */
const waiting = '.spinner:not(.spinner--ongoing), .navigation-progress';

/** Long enough for a slow phone on a poor line; after that the app shows whatever it has. */
export const takeOverTimeoutMs = 10_000;

/** Said in the console when the app takes over at the time limit, still waiting. */
export const takeOverLate = 'The app took over the rendered page at its time limit, still waiting';

/** Whether the app in `live` shows a page of its own (not a wait). */
export const showsPage = (live: Element): boolean =>
  live.childElementCount > 0 && live.querySelector(waiting) === null;

/**
 * Swaps `rendered` (the server's page) for `live` (out of the document until then) once the app in `live`
 * shows a page, or after `timeoutMs`: `live` then takes the rendered page's id and place, and the module
 * styles written in for the rendered page go with it. Resolves once swapped.
 */
export function takeOverWhenShown(
  rendered: HTMLElement,
  live: HTMLElement,
  timeoutMs = takeOverTimeoutMs,
): Promise<void> {
  return new Promise((resolve) => {
    const swap = () => {
      observer.disconnect();
      clearTimeout(timer);
      live.id = rendered.id;
      rendered.replaceWith(live);
      for (const style of document.querySelectorAll('style[data-rendered-module]')) style.remove();
      resolve();
    };
    // Checked before the browser paints what React has just put in: the swap lands in the same frame.
    const observer = new MutationObserver(() => {
      if (showsPage(live)) swap();
    });
    observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    const timer = setTimeout(() => {
      // A page that never stops waiting keeps its drawing inert for this long: worth knowing.
      console.warn(`${takeOverLate}: ${window.location.pathname}`);
      swap();
    }, timeoutMs);
    // The app may show its page before this is called (main.tsx loads this file lazily).
    if (showsPage(live)) swap();
  });
}
