// Motion that helps: what changes while you look (a bid arriving, a new chat message, a payment
// secured, an order's status) is said once, politely, to screen readers and shown as a short notice, and
// the new item is highlighted for a moment. One region for the whole page, found by its id, so every module
// (each with its own copy of this package under federation) speaks through the same one and nothing is said twice.
import { useCallback, useEffect, useRef, useState } from 'react';

export const announcerId = 'callout-announcer';
/** How long the notice shows, and the highlight of a new item stays. */
export const arrivalHighlightMs = 4000;
/** The class a newly arrived item wears while highlighted (styled in motion.css). */
export const arrivedClass = 'motion-arrived';

const hideTimers = new WeakMap<HTMLElement, number>();

/** The page's one polite live region, made on first use. */
export function announcerRegion(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(announcerId);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.id = announcerId;
  region.className = 'announcer';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  doc.body.append(region);
  return region;
}

/**
 * Says `message` through the live region and shows it as a notice. Emptied first, so the same words
 * said twice are announced twice; set a moment later, once the region surely exists for assistive technology.
 */
export function announce(message: string): void {
  if (typeof document === 'undefined' || !message) return;
  const region = announcerRegion();
  const view = document.defaultView ?? window;
  region.textContent = '';
  region.classList.remove('announcer--shown');
  view.clearTimeout(hideTimers.get(region));
  view.setTimeout(() => {
    region.textContent = message;
    region.classList.add('announcer--shown');
    hideTimers.set(
      region,
      view.setTimeout(() => {
        region.classList.remove('announcer--shown');
        region.textContent = '';
      }, arrivalHighlightMs),
    );
  }, 60);
}

/** `announce`, with the live region put in place when the component mounts (before anything is said). */
export function useAnnounce(): (message: string) => void {
  useEffect(() => {
    announcerRegion();
  }, []);
  return useCallback((message: string) => announce(message), []);
}

/**
 * The keys that arrived since the first render with `ready` true (what was there when you came is not new),
 * each for `arrivalHighlightMs`. `onArrive` is called once per render that brought new keys.
 */
export function useArrivals(
  keys: readonly string[],
  { ready = true, onArrive }: { ready?: boolean; onArrive?: (added: string[]) => void } = {},
): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const timers = useRef<number[]>([]);
  const arrive = useRef(onArrive);
  arrive.current = onArrive;
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const joined = keys.join('\u0000');
  useEffect(() => {
    if (!ready) return;
    if (seen.current === null) {
      seen.current = new Set(keys);
      return;
    }
    const known = seen.current;
    const added = keys.filter((key) => !known.has(key));
    if (added.length === 0) return;
    for (const key of added) known.add(key);
    setFresh((before) => new Set([...before, ...added]));
    arrive.current?.(added);
    timers.current.push(
      window.setTimeout(() => {
        setFresh((before) => new Set([...before].filter((key) => !added.includes(key))));
      }, arrivalHighlightMs),
    );
  }, [joined, ready]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);
  return fresh;
}

/**
 * The keys of a list loaded a page at a time that can arrive (for `useArrivals`): a page loaded on request
 * (more pages than before) brings keys that were there all along, so they are left out; a key new on the
 * pages already shown (a poll) is an arrival.
 */
export function useArrivingKeys(pages: readonly (readonly string[])[]): string[] {
  const shown = useRef(0);
  const loaded = useRef(new Set<string>());
  if (shown.current > 0 && pages.length > shown.current) {
    for (const page of pages.slice(shown.current)) for (const key of page) loaded.current.add(key);
  }
  shown.current = pages.length;
  return pages.flat().filter((key) => !loaded.current.has(key));
}
