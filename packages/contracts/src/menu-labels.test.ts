import { describe, expect, it } from 'vitest';
import { menuLabelsFrom, pageTitlesFrom, withTranslations } from './menu-labels';

describe('menuLabelsFrom', () => {
  it('reads each label by its dotted key', () => {
    const resources = { menu: { history: 'History', orders: 'Orders' }, other: 'x' };
    expect(menuLabelsFrom(resources, [{ labelKey: 'menu.history' }])).toEqual({ 'menu.history': 'History' });
  });

  it('refuses a key the translations lack, so a build cannot publish a menu without labels', () => {
    expect(() => menuLabelsFrom({ menu: {} }, [{ labelKey: 'menu.nowhere' }])).toThrow('menu.nowhere');
  });
});

describe('pageTitlesFrom', () => {
  it("reads each route's title by its dotted key", () => {
    const resources = { pages: { orders: 'Orders', details: 'Order details' } };
    expect(pageTitlesFrom(resources, [{ titleKey: 'pages.orders' }, { titleKey: 'pages.details' }])).toEqual({
      'pages.orders': 'Orders',
      'pages.details': 'Order details',
    });
  });

  it('refuses a title the translations lack, so every published route names its page', () => {
    expect(() => pageTitlesFrom({ pages: {} }, [{ titleKey: 'pages.nowhere' }])).toThrow(
      'No translation for the page title "pages.nowhere"',
    );
  });
});

describe('withTranslations', () => {
  it("adds each language's menu labels and page titles, read from that language's texts", () => {
    const descriptor = {
      routes: [{ path: '/orders', titleKey: 'pages.orders' }, { path: '/go' }],
      menu: [{ labelKey: 'menu.history' }],
    };
    const polish = { pages: { orders: 'Zlecenia' }, menu: { history: 'Historia' } };
    expect(withTranslations(descriptor, { 'pl-PL': polish })).toEqual({
      ...descriptor,
      translatedTexts: {
        'pl-PL': { menuLabels: { 'menu.history': 'Historia' }, pageTitles: { 'pages.orders': 'Zlecenia' } },
      },
    });
  });

  it('refuses a language whose texts lack a label, so no build publishes half a menu', () => {
    expect(() =>
      withTranslations({ routes: [], menu: [{ labelKey: 'menu.history' }] }, { 'pl-PL': {} }),
    ).toThrow('menu.history');
  });
});
