// A contract's check message in the language the page shows, for a form that checks its input with the
// call's contract before sending. The contracts word their checks in English, the spec's words, which the
// server sends too; the `checks` texts are keyed by those words (`{{name}}` where a message holds a value),
// so a form finds a message as the server finds an answer's, and English shows the contracts' own words.

import { useEffect } from 'react';
import { formatNumber } from './format';
import { addNamespace, currentLanguage, initI18n } from './i18n';
import { useTranslation } from './react';
import { checksTranslations } from './translations';

const namespace = 'checks';
/** The key is a sentence: its dots and colons are words, not paths. */
const byWords = { ns: namespace, keySeparator: false, nsSeparator: false } as const;

/** Loads the check texts in the language shown (none for English: its words are the contracts'). */
export function loadCheckTexts(): Promise<void> {
  return addNamespace(namespace, {}, checksTranslations);
}

/** A figure as the English message writes it (`60`, `1,000`), as the page's language writes it. */
const englishFigure = /^\d{1,3}(?:,\d{3})*$/;
const localValue = (value: string) =>
  englishFigure.test(value) ? formatNumber(Number(value.replaceAll(',', ''))) : value;

/** The values `message` fills `template` with (each `{{name}}`), or null when it is not that template's. */
function valuesOf(template: string, message: string): Record<string, string> | null {
  const [head = '', ...rest] = template.split('{{');
  if (!message.startsWith(head)) return null;
  const values: Record<string, string> = {};
  let at = head.length;
  for (const [index, part] of rest.entries()) {
    const close = part.indexOf('}}');
    const name = part.slice(0, close);
    const literal = part.slice(close + 2);
    const last = index === rest.length - 1;
    const end = last ? message.length - literal.length : message.indexOf(literal, at + 1);
    if (end <= at || (last && !message.endsWith(literal))) return null;
    values[name] = localValue(message.slice(at, end));
    at = end + literal.length;
  }
  return values;
}

/**
 * `message`, a contract's English check message, in the language shown; a message the texts lack stays as
 * the contract words it.
 */
export function checkText(message: string): string {
  const i18n = initI18n();
  const lng = currentLanguage();
  // Keyed by words the code holds at run time, not by the typed keys of a namespace's English file.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
  if (i18n.exists(message, { ...byWords, lng })) return translate(message, { ...byWords, lng });
  const texts = (i18n.getResourceBundle(lng, namespace) ?? {}) as Record<string, unknown>;
  for (const template of Object.keys(texts)) {
    if (!template.includes('{{')) continue;
    const values = valuesOf(template, message);
    if (values) return translate(template, { ...byWords, lng, ...values });
  }
  return message;
}

/**
 * `checkText` for a form: loads the check texts when the form is shown, and renders the form again once
 * they are in.
 */
export function useCheckText(): (message: string) => string {
  useTranslation(namespace);
  useEffect(() => {
    void loadCheckTexts();
  }, []);
  return checkText;
}
