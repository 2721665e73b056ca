// The theme a person chose on this device (Settings: System, Light or Dark), shared by the page, which
// applies it, and the server, which allows the one inline script that applies it before the first paint
// (its hash in the Content-Security-Policy, security-headers.ts).

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** localStorage key: a choice per device, not per account. */
export const themeStorageKey = 'callout-theme';

/**
 * Run in <head> before anything is drawn: a chosen Light or Dark becomes `data-theme` on <html>, which the
 * tokens (packages/ui/src/tokens.css) read; System leaves it unset, so prefers-color-scheme decides. Any
 * failure (storage blocked) leaves the page on System.
 */
export const themeBootScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
