import { languageStorageKey } from '@callout/contracts/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepEarlyLanguageChoice,
  languageSwitchAttribute,
  releaseEarlyLanguageChoice,
} from './early-language-choice';

const reload = vi.fn();

afterEach(() => {
  releaseEarlyLanguageChoice();
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = 'callout-page-language=; max-age=0; path=/';
  reload.mockReset();
  vi.unstubAllGlobals();
});

/** A drawn page's switch, set to English, with the page's reload watched. */
function drawnSwitch(marked = true): HTMLSelectElement {
  document.body.innerHTML = `<select ${marked ? languageSwitchAttribute : ''}><option value="en-GB" selected>English</option><option value="pl-PL">Polski</option></select>`;
  vi.stubGlobal('location', { ...window.location, reload });
  return document.querySelector('select') as HTMLSelectElement;
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a language chosen before the app is live', () => {
  it('is kept on the device and in the page cookie, and the page is loaded again in it', () => {
    const select = drawnSwitch();
    keepEarlyLanguageChoice();
    choose(select, 'pl-PL');
    expect(localStorage.getItem(languageStorageKey)).toBe('pl-PL');
    expect(document.cookie).toContain('callout-page-language=pl-PL');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is left to the switch once the app is live', () => {
    const select = drawnSwitch();
    keepEarlyLanguageChoice();
    releaseEarlyLanguageChoice();
    choose(select, 'pl-PL');
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores other selects', () => {
    const select = drawnSwitch(false);
    keepEarlyLanguageChoice();
    choose(select, 'pl-PL');
    expect(reload).not.toHaveBeenCalled();
  });
});
