/// <reference types="node" />
// The check texts are keyed by the contracts' own English words: each key must be words a contract gives
// (a value, `{{name}}`, where the contract fills one in), written as itself in English, or no form would
// ever find it. The others word zod's own English messages, for a rule without a message of its own; each
// of those is held to a message zod really gives by module-kit's check-texts-zod-defaults.test.tsx.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from './locales/en-GB/checks.json';

const contracts = fileURLToPath(new URL('../../contracts/src', import.meta.url));
const source = readdirSync(contracts)
  .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
  .map((name) => readFileSync(join(contracts, name), 'utf8'))
  .join('\n');

/** How zod's English messages begin ("Too big: expected string to have <=128 characters"). */
const zodHeads = ['Invalid ', 'Too big: ', 'Too small: ', 'Unrecognized key'];
const zodWords = (key: string) => zodHeads.some((head) => key.startsWith(head));

/** The fixed words of a key, around its `{{name}}`s. */
const wordsOf = (key: string) => key.split(/\{\{\w+\}\}/).filter((part) => part !== '');

describe('the check texts', () => {
  it("are keyed by a contract's words, each written as itself in English", () => {
    const strays = Object.entries(english).filter(
      ([key, text]) =>
        text !== key || !(zodWords(key) || wordsOf(key).every((part) => source.includes(part))),
    );
    expect(strays).toEqual([]);
    expect(Object.keys(english).length).toBeGreaterThan(100);
  });
});
