// The pseudo-locale en-XA, made from the British English texts whenever they load (never written down, so
// it cannot fall behind them): every letter accented, every text about 35 % longer (as German or Polish
// often run) and wrapped in ⟦…⟧. A word on screen without the marks came from outside the resources; a box
// that clips the longer text is too small for a longer language. i18next's placeholders ({{name}}, $t(…))
// and the keys (plural forms among them) are left as they are. Development and tests only
// (@callout/contracts/languages).

type Texts = { [key: string]: unknown };

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

const accented: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, at) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][at] ?? letter,
  ]),
);

const vowels = new Set([...'aeiouAEIOU']);

/** How much longer a pseudo text is than its English, marks included. */
export const pseudoGrowth = 0.35;

/** Accents `plain` and doubles its vowels from the start until `extra` more characters are in. */
function stretch(plain: string, extra: { left: number }): string {
  let out = '';
  for (const letter of plain) {
    const shown = accented[letter] ?? letter;
    out += shown;
    if (extra.left > 0 && vowels.has(letter)) {
      out += shown;
      extra.left -= 1;
    }
  }
  return out;
}

/**
 * The parts of a text i18next reads rather than shows, kept as they are: `{{name}}` (and `{{- name}}`,
 * `{{value, format}}`) and `$t(key)`.
 */
function placeholderEnd(text: string, at: number): number {
  if (text.startsWith('{{', at)) {
    const end = text.indexOf('}}', at + 2);
    return end < 0 ? -1 : end + 2;
  }
  if (text.startsWith('$t(', at)) {
    const end = text.indexOf(')', at + 3);
    return end < 0 ? -1 : end + 1;
  }
  return -1;
}

/** One text in the pseudo-locale; an empty text stays empty (it shows nothing to mark). */
export function pseudoText(english: string): string {
  if (english === '') return english;
  const shown = english.length;
  // The marks count towards the growth; what is left comes from doubled vowels, then a filler.
  const extra = { left: Math.max(0, Math.round(shown * pseudoGrowth) - 2) };
  let out = '';
  let plain = '';
  for (let at = 0; at < english.length; ) {
    const end = placeholderEnd(english, at);
    if (end < 0) {
      plain += english[at];
      at += 1;
      continue;
    }
    out += stretch(plain, extra) + english.slice(at, end);
    plain = '';
    at = end;
  }
  out += stretch(plain, extra);
  return `${pseudoOpen}${out}${'~'.repeat(extra.left)}${pseudoClose}`;
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  // Lists stay lists: a page reads them whole (`returnObjects`) and maps over them.
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value !== null && typeof value === 'object') return pseudoTexts(value as Texts);
  return value;
}

/** A namespace's texts (nested objects and lists of strings) in the pseudo-locale, key for key. */
export function pseudoTexts<T extends Texts>(english: T): T {
  const out: Texts = {};
  for (const [key, value] of Object.entries(english)) out[key] = pseudoValue(value);
  return out as T;
}
