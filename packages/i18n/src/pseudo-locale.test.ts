import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pseudoClose, pseudoOpen, pseudoText, pseudoTexts } from './pseudo-locale';
import { flattenKeys, namespaceFiles } from './testing/locale-files';
import { commonTranslations, ordersTranslations } from './translations';

const placeholders = (text: string) => text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)/g) ?? [];
const english = namespaceFiles('en-GB');

function textAt(texts: Record<string, unknown>, key: string): string {
  // A file keyed by sentences (checks.json) has dots inside its keys.
  if (typeof texts[key] === 'string') return texts[key];
  return key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], texts) as string;
}

describe('the pseudo-locale', () => {
  it('accents, stretches and marks a text', () => {
    expect(pseudoText('Order history')).toBe('⟦ÖÖŕđééŕ ĥîîšţöŕý⟧');
    // Too few vowels to double: the rest is filled in.
    expect(pseudoText('OK')).toBe('⟦ÖĶ⟧');
    expect(pseudoText('')).toBe('');
  });

  it('keeps lists as lists, for a page that reads one whole and maps over it', () => {
    expect(pseudoTexts({ steps: ['Book', { title: 'Pay' }] })).toEqual({
      steps: ['⟦Ɓööķ⟧', { title: '⟦Þåý⟧' }],
    });
  });

  it("keeps i18next's placeholders as they are, and stretches the words around them", () => {
    expect(pseudoText('Provider: {{name}}')).toBe('⟦Þŕööṽîîđééŕ: {{name}}~⟧');
    expect(pseudoText('$t(common:brand) at {{time, short}}')).toBe(
      '⟦$t(common:brand) ååţ {{time, short}}~~~~~~~~~⟧',
    );
  });

  it('makes every English text about 35 % longer, marked, with its placeholders and keys intact', () => {
    let texts = 0;
    for (const [file, namespace] of Object.entries(english)) {
      const pseudo = pseudoTexts(namespace);
      // The same keys, plural forms (`_one`, `_other`) among them.
      expect(flattenKeys(pseudo), file).toEqual(flattenKeys(namespace));
      for (const key of flattenKeys(namespace)) {
        const source = textAt(namespace, key);
        const shown = textAt(pseudo, key);
        if (source === '') continue;
        texts += 1;
        expect(shown.startsWith(pseudoOpen) && shown.endsWith(pseudoClose), `${file}:${key}`).toBe(true);
        expect(placeholders(shown), `${file}:${key}`).toEqual(placeholders(source));
        // Outside the placeholders no plain letter is left.
        expect(shown.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ''), `${file}:${key}`).not.toMatch(/[A-Za-z]/);
        expect(shown.length, `${file}:${key}`).toBe(
          // The marks alone may be more on a short text.
          source.length + Math.max(2, Math.round(source.length * 0.35)),
        );
      }
    }
    expect(texts).toBeGreaterThan(1000);
  });

  it('is loaded like a language, and i18next picks plurals and fills values in it', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en-XA',
      fallbackLng: 'en-GB',
      resources: {},
      interpolation: { escapeValue: false },
    });
    for (const [namespace, translations] of [
      ['common', commonTranslations],
      ['orders', ordersTranslations],
    ] as const) {
      const load = translations.load['en-XA'];
      if (!load) throw new Error(`${namespace} has no pseudo-locale`);
      i18n.addResourceBundle('en-XA', namespace, (await load()).default);
    }
    const t = i18n.getFixedT('en-XA', 'orders');
    expect(t('list.provider', { name: 'Amara Okafor' })).toBe('⟦Þŕööṽîîđééŕ: Amara Okafor~⟧');
    const [pluralKey] = flattenKeys(english.orders ?? {}).filter((key) => key.endsWith('_other'));
    if (!pluralKey) throw new Error('orders has no plural');
    const base = pluralKey.slice(0, -'_other'.length);
    expect(t(base as never, { count: 3 })).toBe(
      pseudoText(textAt(english.orders ?? {}, pluralKey)).replace('{{count}}', '3'),
    );
  });
});
