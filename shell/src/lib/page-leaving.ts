/**
 * Whether this page is being left. The browser cancels a leaving page's calls ("Failed to fetch"), which
 * is not a failure worth reporting: nobody is left to see its answer.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isPageLeaving(): boolean {
  return leaving;
}
