import { writePageCookie } from '@callout/api-client/page-cookies';
import { pageLanguageCookie } from '@callout/contracts/page-rendering';
import { formatMoney } from '@callout/i18n/format';
import { addNamespace, currentLanguage, setLanguage } from '@callout/i18n/i18n';
import commonResources from '@callout/i18n/locales/en-GB/common.json';
import { commonTranslations } from '@callout/i18n/translations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptAccountLanguage, deviceLanguage, syncLanguageCookie } from './language-choice';
import { LanguagePanel, LanguageSwitch } from './language-switch';
import { fakeApi, ok, setUpTests } from './testing';

setUpTests({ namespaces: { common: commonResources }, accountType: 'user' });
// As the shell gives them.
addNamespace('common', commonResources, commonTranslations);

const cookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${pageLanguageCookie}=`))
    ?.slice(pageLanguageCookie.length + 1);

afterEach(async () => {
  await setLanguage('en-GB');
  document.documentElement.lang = 'en-GB';
  writePageCookie(pageLanguageCookie, null);
});

describe('the language switch', () => {
  it('shows the page in the language chosen at once, and keeps the choice on the device', async () => {
    const { callsTo } = fakeApi({ 'POST /api/language': () => ok() });
    render(<LanguagePanel />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('en-GB');

    await userEvent.selectOptions(select, 'Polski');
    expect(await screen.findByRole('combobox', { name: 'Język' })).toHaveProperty('value', 'pl-PL');
    expect([currentLanguage(), document.documentElement.lang]).toEqual(['pl-PL', 'pl-PL']);
    expect(formatMoney(12.5)).toBe('12,50\u00a0£');
    expect(localStorage.getItem('callout-language')).toBe('pl-PL');
    expect(cookie()).toBe('pl-PL');
    expect(deviceLanguage()).toBe('pl-PL');
    // The signed-in customer's account keeps it too.
    await vi.waitFor(() => expect(callsTo('language')).toHaveLength(1));
  });

  it("names each language in itself, in the top bar's switch", () => {
    render(<LanguageSwitch />);
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.textContent, option.lang])).toEqual([
      ['English', 'en-GB'],
      ['Polski', 'pl-PL'],
    ]);
  });

  it("follows the browser's languages until the reader chooses", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'en-GB']);
    expect(deviceLanguage()).toBe('pl-PL');
    syncLanguageCookie();
    expect(cookie()).toBeUndefined(); // the server reads Accept-Language, the same list
    localStorage.setItem('callout-language', 'en-GB');
    expect(deviceLanguage()).toBe('en-GB');
    syncLanguageCookie();
    expect(cookie()).toBe('en-GB');
  });
});

describe('the account keeps the language', () => {
  const keeping = () =>
    fakeApi({ 'POST /api/language': () => ok(), 'POST /api/provider/language': () => ok() });

  it.each([
    ['user', 'language'],
    ['provider', 'provider/language'],
  ])('a signed-in %s’s choice is kept on the account', async (accountType, path) => {
    localStorage.setItem('accountType', accountType);
    const { callsTo } = keeping();
    render(<LanguageSwitch />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Polski');
    await vi.waitFor(() => expect(callsTo(path)).toHaveLength(1));
    const [call] = callsTo(path);
    expect(call?.params.get('language')).toBe('pl-PL');
    expect(call?.authorization).toBe('Bearer token-1');
  });

  it('a signed-out choice stays on the device', async () => {
    localStorage.removeItem('serve');
    const { calls } = keeping();
    render(<LanguageSwitch />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Polski');
    expect(await screen.findByRole('combobox', { name: 'Język' })).toBeDefined();
    expect(calls).toEqual([]);
  });

  it("at sign-in, a device with no choice of its own shows the account's", async () => {
    const { calls } = keeping();
    await adoptAccountLanguage('pl-PL');
    expect([currentLanguage(), localStorage.getItem('callout-language'), cookie()]).toEqual([
      'pl-PL',
      'pl-PL',
      'pl-PL',
    ]);
    expect(calls).toEqual([]); // the account has it already
  });

  it("at sign-in, an account with no language keeps the device's; a device's own choice stays", async () => {
    localStorage.setItem('callout-language', 'pl-PL');
    const { callsTo } = keeping();
    await adoptAccountLanguage(undefined);
    expect(callsTo('language').map((call) => call.params.get('language'))).toEqual(['pl-PL']);

    localStorage.setItem('callout-language', 'en-GB');
    await adoptAccountLanguage('pl-PL');
    expect([currentLanguage(), localStorage.getItem('callout-language')]).toEqual(['en-GB', 'en-GB']);
    expect(callsTo('language')).toHaveLength(1);
  });

  it("at sign-in, an account with no language keeps the one a device without a choice shows from the browser's", async () => {
    localStorage.removeItem('callout-language');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'en-GB']);
    const { callsTo } = keeping();
    await adoptAccountLanguage(undefined);
    expect(callsTo('language').map((call) => call.params.get('language'))).toEqual(['pl-PL']);
    // The device's choice stays unmade: the browser's languages go on deciding what it shows.
    expect(localStorage.getItem('callout-language')).toBeNull();

    // A browser in the default language: the account is written to in it already, nothing is sent.
    languages.mockReturnValue(['en-GB']);
    await adoptAccountLanguage(undefined);
    expect(callsTo('language')).toHaveLength(1);
    languages.mockRestore();
  });
});
