// Scroll position across page changes: a new page starts at the top (or at its #anchor); going back or
// forward returns to where the visitor was on that page.
import { useLocation, useNavigationType } from '@callout/router';
import { useEffect, useLayoutEffect } from 'react';

const positions = new Map<string, number>();

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  // Once per visited entry, on arrival (the navigation type and hash belong to that entry).
  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      // The first page of a visit (or a reload) is left to the browser.
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
