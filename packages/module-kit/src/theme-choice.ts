// The theme chosen on this device: read from and written to localStorage, and applied to <html> at once (the
// boot script in @callout/contracts/theme applies it on the next page load, before the first paint).
import { type ThemeChoice, themeChoices, themeStorageKey } from '@callout/contracts/theme';

/** The browser bar's colour per theme: --c-brand (light) and --c-surface (dark) of the tokens. */
const barColours = { light: '#0b5c4a', dark: '#12181b' } as const;

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return themeChoices.find((choice) => choice === stored) ?? 'system';
  } catch {
    return 'system'; // storage blocked: the device's own setting
  }
}

/** Applies `choice` to the page and remembers it; false when the device would not keep it. */
export function applyThemeChoice(choice: ThemeChoice): boolean {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  // With a theme chosen, both of the page's theme-color tags take its colour; System gives each its own back.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')) {
    const own = meta.getAttribute('media')?.includes('dark') ? barColours.dark : barColours.light;
    meta.content = choice === 'system' ? own : barColours[choice];
  }
  try {
    if (choice === 'system') window.localStorage.removeItem(themeStorageKey);
    else window.localStorage.setItem(themeStorageKey, choice);
    return true;
  } catch {
    return false;
  }
}
