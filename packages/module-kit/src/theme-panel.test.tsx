import { themeBootScript, themeStorageKey } from '@callout/contracts/theme';
import commonResources from '@callout/i18n/locales/en-GB/common.json';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpTests } from './testing';
import { ThemePanel } from './theme-panel';

setUpTests({ namespaces: { common: commonResources }, accountType: 'user' });

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = '';
});

describe('the theme switch', () => {
  it('applies a chosen theme at once, remembers it on the device, and System forgets it', async () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#0b5c4a" media="(prefers-color-scheme: light)">' +
      '<meta name="theme-color" content="#12181b" media="(prefers-color-scheme: dark)">';
    render(<ThemePanel />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    const colours = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (meta) => meta.content,
    );
    expect(colours).toEqual(['#12181b', '#12181b']);

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it('shows the choice made earlier on this device', () => {
    localStorage.setItem(themeStorageKey, 'light');
    render(<ThemePanel />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Light' }).checked).toBe(true);
  });

  it('is applied before the first paint by the boot script, which ignores anything but light or dark', () => {
    localStorage.setItem(themeStorageKey, 'dark');
    new Function(themeBootScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    document.documentElement.removeAttribute('data-theme');
    localStorage.setItem(themeStorageKey, 'purple');
    new Function(themeBootScript)();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
