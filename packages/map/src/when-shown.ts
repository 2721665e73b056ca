// When a map's code (OpenLayers, the biggest chunk the app has) may load: never as part of making the
// page usable, so only once the page has loaded and the browser is idle, and only when the map's place
// on the page is on screen or about to be. A phone that never scrolls to the map
// never downloads it. Without the browser APIs this needs (an old browser, jsdom), it loads at once.
// React only, no `ol`: the page imports this statically and the map itself lazily.
import { type RefObject, useEffect, useState } from 'react';

/**
 * How far below the screen the place may be: none. A box of the map's size saying "Loading…" shows for the
 * moment the map takes to come, which is better than every phone paying for a map just below the fold.
 */
const lookAhead = '0px';
/** The longest wait for an idle moment after the load (a page that is never idle still gets its map). */
const idleTimeoutMs = 2000;

function afterLoadAndIdle(signal: AbortSignal): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true, signal });
  });
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback !== 'function') return resolve();
        const handle = window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
        signal.addEventListener('abort', () => window.cancelIdleCallback(handle));
      }),
  );
}

function onScreen(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof IntersectionObserver !== 'function') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: lookAhead },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * Whether the map that will stand in `place` (an element of the map's final size, so nothing moves when
 * it arrives) should be loaded and drawn now; false until then, true from then on.
 */
export function useMapWhenShown(place: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const stop = new AbortController();
    void Promise.all([afterLoadAndIdle(stop.signal), onScreen(element, stop.signal)]).then(() => {
      if (!stop.signal.aborted) setShown(true);
    });
    return () => stop.abort();
  }, [place, shown]);
  return shown;
}
