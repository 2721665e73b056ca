// The page's first script. A page the server rendered (server-render.tsx) is painted before the app starts:
// the server then lists the app's scripts in #callout-after-paint instead of hinting them, and they are
// asked for from the frame after, a few per task. A page the server did not render has nothing to paint yet:
// its scripts are hinted in the page (vite-plugins/critical-preload.ts) and the app starts at once.
// `/` rendered for a visitor without a session waits for the visitor's first interaction before it asks for
// the app at all (boot/visitor-home.ts): its links work without it.

import { firstInteraction, homeCanWait, registerWorkerWithoutApp } from './boot/visitor-home';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { keepEarlyLanguageChoice } from './lib/early-language-choice';
import { holdClicksUntilLive } from './lib/held-clicks';

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

/** Links asked for in one task: each costs the browser about a millisecond (a fetch started, a module record). */
const preloadsPerTask = 6;

/** Resolves in a new task, after the browser has had its turn (input, rendering). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for the scripts the server listed, a few per task: all thirty in one task took 12 to 30 ms of a
 * slow phone's main thread, the longest task after the paint.
 */
async function preloadScriptsListed(): Promise<void> {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById('callout-after-paint')?.textContent ?? '[]');
  } catch {
    return; // only hints: the imports below load the same files anyway
  }
  if (!Array.isArray(files)) return;
  const hrefs = files.filter((href): href is string => typeof href === 'string');
  for (let at = 0; at < hrefs.length; at += preloadsPerTask) {
    if (at > 0) await nextTask();
    for (const href of hrefs.slice(at, at + preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * A page's first Intl formatter loads the locale's data (10 to 20 ms; later ones take a fraction of a
 * millisecond): done here, the currency format in one task and dates and plurals in the next, instead of
 * inside the first render of a price or a date.
 */
async function warmIntl(): Promise<void> {
  const locale = document.documentElement.lang || 'en-GB'; // the page's language, as the server wrote it
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' }).format(0);
  await nextTask();
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/London' }).format(0);
  new Intl.PluralRules(locale).select(2); // i18next's plurals
}

// Before anything waits: the install offer can come early, and the visitor's first clicks count for it.
listenForInstallPrompt();

const rendered = document.getElementById('root')?.dataset;
// A control of a visitor's rendered page pressed before the app has hydrated it works once it has.
if (rendered?.rendered !== undefined && rendered.renderedFor === undefined) holdClicksUntilLive();
// A language chosen on a rendered page before the app has hydrated it reloads the page in that language.
if (rendered?.rendered !== undefined) keepEarlyLanguageChoice();
if (rendered?.rendered !== undefined) {
  if (homeCanWait(rendered)) {
    const visitor = firstInteraction();
    // Offline support comes with the first visit, app or not.
    registerWorkerWithoutApp(visitor.start);
    await visitor.started;
  }
  await afterFirstPaint();
  await preloadScriptsListed();
  await nextTask();
  // The page is already on screen: the app's largest scripts are evaluated one per task, so none of the
  // tasks is long enough to hold a tap (all at once, they took over 100 ms on a slow phone).
  await import('./boot/renderer');
  await nextTask();
  await import('./boot/libraries');
  await nextTask();
  // A page rendered for a signed-in account: the app checks the session first.
  if (rendered.renderedFor !== undefined) {
    await import('./boot/session-check');
    await nextTask();
  }
  await warmIntl();
  await nextTask();
}
await import('./main');
