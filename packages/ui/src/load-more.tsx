// The end of a list that has more: the next page loads as the end scrolls into view (an
// IntersectionObserver on this element), and a button asks for it too, for keyboard and switch users and
// for browsers without the observer.
import { useEffect, useRef } from 'react';
import { Button } from './button';

/** How far below the visible part the end may be when the next page is asked for, so it comes in time. */
const aheadMargin = '400px 0px';

export interface LoadMoreProps {
  /** Asks for the next page; not called while one is on its way. */
  onLoad: () => void;
  loading: boolean;
  label: string;
  /**
   * Changes when a page arrives: the end is watched again then, so a page too short to fill the screen is
   * followed by the next one without a scroll.
   */
  loadedKey: unknown;
}

export function LoadMore({ onLoad, loading, label, loadedKey }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const busy = useRef(loading);
  busy.current = loading;

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!busy.current && entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: aheadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadedKey]);

  return (
    <div ref={end} className="load-more">
      <Button variant="secondary" loading={loading} onClick={() => (busy.current ? undefined : onLoad())}>
        {label}
      </Button>
    </div>
  );
}
