// The API's `message` in the reader's language. The code words every answer in English, as the spec does (each
// area's messages.ts); the catalogue (locales/en-GB/api.json) holds each of those texts under a key, with
// `{{name}}` where a message carries a value, and each other language words the same keys. An answer is
// translated by finding its English words in the catalogue, so no route changes, and English stays exactly
// the spec's words. A message the catalogue lacks (the operators' and the command line's) stays English.
import { defaultLanguage, type Language } from '@callout/contracts/languages';
import englishApi from './locales/en-GB/api.json';
import { type TextKey, type Writer, writerFor } from './writer';

interface Template {
  readonly key: TextKey;
  /** The fixed words around and between the values: one more than `names`. */
  readonly literals: readonly string[];
  readonly names: readonly string[];
}

const exact = new Map<string, TextKey>();
const templates: Template[] = [];

/** Each English text of the catalogue with its key (`section.name`, a section may hold sections). */
function* catalogue(texts: object, prefix: string): Generator<[TextKey, string]> {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === 'string') yield [`api:${prefix}${name}` as TextKey, value];
    else yield* catalogue(value as object, `${prefix}${name}.`);
  }
}

for (const [key, text] of catalogue(englishApi, '')) {
  const [head = '', ...rest] = text.split('{{');
  if (rest.length === 0) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const literals = [head];
  const names: string[] = [];
  for (const part of rest) {
    const close = part.indexOf('}}');
    names.push(part.slice(0, close));
    literals.push(part.slice(close + 2));
  }
  templates.push({ key, literals, names });
}
const fixedLength = (template: Template) => template.literals.join('').length;
// The most specific template is tried first ("{{field}} is not valid." last of all).
templates.sort((a, b) => fixedLength(b) - fixedLength(a));

/** A field's name as parse-input quotes it (`"postcode"`): the only value a `{{field}}` takes. */
const quotedName = /^"[A-Za-z0-9_]+"$/;

/** The values `message` fills `template` with, or null when it is not that template's message. */
function valuesOf(template: Template, message: string): Record<string, string> | null {
  const { literals, names } = template;
  const first = literals[0] ?? '';
  const last = literals[literals.length - 1] ?? '';
  if (!message.startsWith(first) || !message.endsWith(last)) return null;
  const values: Record<string, string> = {};
  let at = first.length;
  for (const [index, name] of names.entries()) {
    const next = literals[index + 1] ?? '';
    const end = index === names.length - 1 ? message.length - last.length : message.indexOf(next, at + 1);
    if (end <= at) return null;
    const value = message.slice(at, end);
    if (name === 'field' && !quotedName.test(value)) return null;
    values[name] = value;
    at = end + next.length;
  }
  return values;
}

/** Each language's words for the messages without values, written once: i18next takes tens of µs a call. */
const written = new Map<Language, Map<string, string>>();

/** Each language's words of a template, with a mark where each value goes, written once. */
const patterns = new Map<string, string>();
const mark = (name: string) => `\u0000${name}\u0000`;

function fill(writer: Writer, template: Template, values: Record<string, string>): string {
  const id = `${writer.language}:${template.key}`;
  let pattern = patterns.get(id);
  if (pattern === undefined) {
    pattern = writer.t(template.key, Object.fromEntries(template.names.map((name) => [name, mark(name)])));
    patterns.set(id, pattern);
  }
  let text = pattern;
  for (const name of template.names)
    text = text.replaceAll(mark(name), localValue(writer, values[name] ?? ''));
  return text;
}

/** A sum in pounds as the English message writes it: `£7.50`, `£1,234.50`. */
const poundsWritten = /^\d{1,12}\.\d{2}$/;
/** A calendar day as the English message writes it: `11 December 2026`, or `2026-12-11`. */
const dayWritten = /^(\d{1,2}) ([A-Z][a-z]{2,8}) (\d{4})$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A value of an English message (a sum, a day) as the reader's language writes it: pounds stay pounds
 * (`12,50 £` in Polish), a day is the language's date (`11 grudnia 2026`). Any other value is kept as it is.
 */
function localValue(writer: Writer, value: string): string {
  if (value.startsWith('£')) {
    const figures = value.slice(1).replaceAll(',', '');
    if (poundsWritten.test(figures)) return writer.money(Math.round(Number(figures) * 100));
    return value;
  }
  if (isoDay.test(value)) return writer.longDay(value);
  const day = dayWritten.exec(value);
  const month = day ? monthNames.indexOf(day[2] ?? '') + 1 : 0;
  if (day && month > 0) {
    const iso = `${day[3]}-${String(month).padStart(2, '0')}-${(day[1] ?? '').padStart(2, '0')}`;
    if (!Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return writer.longDay(iso);
  }
  return value;
}

function translated(language: Language, message: string): string | null {
  const writer = writerFor(language);
  const key = exact.get(message);
  if (key) {
    const words = written.get(language) ?? new Map<string, string>();
    written.set(language, words);
    const text = words.get(message) ?? writer.t(key);
    words.set(message, text);
    return text;
  }
  for (const template of templates) {
    const values = valuesOf(template, message);
    if (values) return fill(writer, template, values);
  }
  return null;
}

/**
 * `message`, an API answer's English words, in `language`: as it is for British English, and for a message
 * the catalogue lacks. Two known sentences sent as one ("Order completed. … Your card payment will be
 * settled shortly.") are translated each.
 */
export function apiMessageIn(language: Language, message: string): string {
  if (language === defaultLanguage || message === '') return message;
  const whole = translated(language, message);
  if (whole !== null) return whole;
  for (let at = message.indexOf(' '); at > 0; at = message.indexOf(' ', at + 1)) {
    const ending = message[at - 1];
    if (ending !== '.' && ending !== '!') continue;
    const head = translated(language, message.slice(0, at));
    const tail = head === null ? null : translated(language, message.slice(at + 1));
    if (head !== null && tail !== null) return `${head} ${tail}`;
  }
  return message;
}
