// The page's first script. A page the server drew (server-render.tsx) is painted before the app starts:
// the server then lists the app's scripts in #callout-after-paint instead of hinting them, and they are
// asked for from the frame after, all at once. A page the server did not draw has nothing to paint yet:
// its scripts are hinted in the page (vite-plugins/critical-preload.ts) and the app starts at once.

/** Resolves after the browser has painted a frame; at once in a hidden tab, which paints none. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 1000); // a browser that never gives a frame still starts
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0); // rAF runs just before the paint; the task after it runs after
    });
  });
}

function preloadScriptsListed(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById('callout-after-paint')?.textContent ?? '[]');
  } catch {
    return; // only hints: the imports below load the same files anyway
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves in a new task, after the browser has had its turn (input, rendering). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const drawn = document.getElementById('root')?.dataset;
if (drawn?.prerendered !== undefined) {
  await afterFirstPaint();
  preloadScriptsListed();
  // The page is already on screen: the app's largest scripts are evaluated one per task, so none of the
  // tasks is long enough to hold a tap (all at once, they took over 100 ms on a slow phone).
  await import('./boot/renderer');
  await nextTask();
  await import('./boot/libraries');
  await nextTask();
}
await import('./main');

export {};
