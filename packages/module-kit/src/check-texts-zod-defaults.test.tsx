// A rule without a message of its own gives zod's English words ("Too big: expected string to have
// <=128 characters"); on a Polish page a form shows them in Polish too. The `checks` texts word each of
// zod's English messages (keyed by its wording, values as `{{name}}`), so every form that shows a check
// through `checkText` finds them without a change. One sample per wording of zod's English locale.
import { checkText, loadCheckTexts } from '@callout/i18n/check-texts';
import { setLanguage } from '@callout/i18n/i18n';
import english from '@callout/i18n/locales/en-GB/checks.json';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpTests } from './testing';

setUpTests({ namespaces: {} });

afterEach(async () => {
  await setLanguage('en-GB');
});

/** zod's message for `value`, from a schema without a message of its own. */
function zodSays(schema: z.ZodType, value: unknown): string {
  const checked = schema.safeParse(value);
  if (checked.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return checked.error.issues[0]?.message ?? '';
}

/** [what the rule is, zod's English message, the Polish a Polish page shows]. */
const samples: [string, string, string][] = [
  ['a missing value', zodSays(z.string(), undefined), 'Uzupełnij to pole.'],
  ['an empty value', zodSays(z.string().nullable().pipe(z.string()), null), 'Uzupełnij to pole.'],
  ['a value of another type', zodSays(z.number(), 'ten'), 'Wpisz poprawną wartość.'],
  ['a literal', zodSays(z.literal('yes'), 'no'), 'Wpisz poprawną wartość.'],
  ['an option', zodSays(z.enum(['ACTIVE', 'INACTIVE']), 'x'), 'Wybierz jedną z podanych możliwości.'],
  ['a required text', zodSays(z.string().min(1), ''), 'Uzupełnij to pole.'],
  ['a short text', zodSays(z.string().min(4), 'abc'), 'Za mało znaków: co najmniej 4.'],
  ['a long text', zodSays(z.string().max(128), 'x'.repeat(129)), 'Za dużo znaków: najwyżej 128.'],
  ['a text of a set length', zodSays(z.string().length(6), '12345'), 'Za mało znaków: co najmniej 6.'],
  ['an empty list', zodSays(z.array(z.string()).min(1), []), 'Wybierz co najmniej jedną pozycję.'],
  ['a short list', zodSays(z.array(z.string()).min(2), ['a']), 'Za mało pozycji: co najmniej 2.'],
  ['a long list', zodSays(z.array(z.string()).max(2), ['a', 'b', 'c']), 'Za dużo pozycji: najwyżej 2.'],
  ['a large set', zodSays(z.set(z.string()).max(1), new Set(['a', 'b'])), 'Ta wartość jest za długa.'],
  ['a small set', zodSays(z.set(z.string()).min(2), new Set(['a'])), 'Ta wartość jest za krótka.'],
  ['a large number', zodSays(z.number().max(100), 101), 'Wpisz liczbę nie większą niż 100.'],
  ['a small number', zodSays(z.number().min(1000), 5), 'Wpisz liczbę nie mniejszą niż 1000.'],
  ['a positive number', zodSays(z.number().positive(), 0), 'Ta wartość jest za mała.'],
  ['a number below a bound', zodSays(z.number().lt(10), 10), 'Ta wartość jest za duża.'],
  ['a late date', zodSays(z.date().max(new Date(0)), new Date(1)), 'Ta wartość jest za duża.'],
  ['an early date', zodSays(z.date().min(new Date(10)), new Date(1)), 'Ta wartość jest za mała.'],
  ['a whole number', zodSays(z.number().multipleOf(5), 7), 'Wpisz wielokrotność liczby 5.'],
  ['a whole-number type', zodSays(z.int(), 1.5), 'Wpisz poprawną wartość.'],
  ['an email address', zodSays(z.email(), 'me'), 'Wpisz poprawny adres e-mail.'],
  ['an address on the web', zodSays(z.url(), 'me'), 'Wpisz poprawny adres internetowy.'],
  ['a day', zodSays(z.iso.date(), '2026-13-40'), 'Wpisz poprawną datę.'],
  ['a moment', zodSays(z.iso.datetime(), 'soon'), 'Wpisz poprawną datę i godzinę.'],
  ['a time', zodSays(z.iso.time(), '25:99'), 'Wpisz poprawną godzinę.'],
  ['an identifier', zodSays(z.uuid(), 'abc'), 'Wpisz poprawną wartość.'],
  ['a pattern', zodSays(z.string().regex(/^\d+$/), 'abc'), 'Wpisz wartość w poprawnym formacie.'],
  ['a start', zodSays(z.string().startsWith('mf-'), 'x'), 'Ta wartość musi zaczynać się od "mf-".'],
  ['an end', zodSays(z.string().endsWith('.js'), 'x'), 'Ta wartość musi kończyć się na ".js".'],
  ['a part', zodSays(z.string().includes('@'), 'x'), 'Ta wartość musi zawierać "@".'],
  ['an unknown field', zodSays(z.strictObject({}), { extra: 1 }), 'Formularz ma nieznane pola.'],
  ['unknown fields', zodSays(z.strictObject({}), { a: 1, b: 2 }), 'Formularz ma nieznane pola.'],
  ['a key', zodSays(z.record(z.string().min(3), z.string()), { b: 'x' }), 'Wpisz poprawną wartość.'],
  [
    'a value in a map',
    zodSays(z.map(z.object({}), z.number()), new Map([[{}, 'x']])),
    'Wpisz poprawną wartość.',
  ],
  ['one of several forms', zodSays(z.union([z.number(), z.boolean()]), 'x'), 'Wpisz poprawną wartość.'],
  [
    'a rule of the code',
    zodSays(
      z.string().refine(() => false),
      'x',
    ),
    'Wpisz poprawną wartość.',
  ],
];

/** The keys of the texts that word zod's own messages (every other key is a contract's words). */
const zodHeads = ['Invalid ', 'Too big: ', 'Too small: ', 'Unrecognized key'];
const zodKeys = Object.keys(english).filter((key) => zodHeads.some((head) => key.startsWith(head)));

/** Whether `message` is `key` with each `{{name}}` filled in by at least one character. */
function fills(key: string, message: string): boolean {
  const parts = key.split(/\{\{\w+\}\}/);
  if (parts.length === 1) return key === message;
  const first = parts[0] ?? '';
  const last = parts.at(-1) ?? '';
  if (!message.startsWith(first) || !message.endsWith(last)) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = message.indexOf(part, at + 1);
    if (found === -1) return false;
    at = found + part.length;
  }
  return message.length - last.length > at;
}

describe("zod's own messages, for a rule without a message of its own", () => {
  it.each(samples)('are Polish on a Polish page: %s', async (_rule, message, polish) => {
    await setLanguage('pl-PL');
    await loadCheckTexts();
    expect(checkText(message)).toBe(polish);
  });

  it.each(samples)("stay zod's English on an English page: %s", async (_rule, message) => {
    await loadCheckTexts();
    expect(checkText(message)).toBe(message);
  });

  it('are each worded by a key that a message zod gives finds', () => {
    const unused = zodKeys.filter((key) => !samples.some(([, message]) => fills(key, message)));
    expect(unused).toEqual([]);
    expect(zodKeys.length).toBeGreaterThan(20);
  });
});
