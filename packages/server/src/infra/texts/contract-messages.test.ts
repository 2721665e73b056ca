// Every message a contract gives, the server can answer: `parseInput` refuses an input with its schema's own
// message, and the forms check with the same schemas. So each has its words in the catalogue, and a reader
// of another language gets them in it. The messages are found in the contracts themselves, not listed here:
// every exported schema's own messages (of its checks, refinements and fields, however deep), every exported
// `…Message` and every text of an exported `…Messages` object.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiMessageIn } from './api-messages';

const contracts = JSON.parse(
  readFileSync(new URL('../../../../contracts/package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };

type Internals = { _zod: { def: Record<string, unknown> & { checks?: unknown[]; error?: unknown } } };
const isSchema = (value: unknown): value is Internals =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A schema's or a check's own message: its `error`, called as zod would for a value it refuses. */
function ownMessages(holder: Internals): string[] {
  const { error } = holder._zod.def;
  if (typeof error !== 'function') return [];
  // An `error` that words a missing value apart from a wrong one is asked for both.
  return [undefined, 'refused'].flatMap((input) => {
    const said: unknown = error({ code: 'custom', input, path: [] });
    const message =
      typeof said === 'object' && said !== null ? (said as { message?: unknown }).message : said;
    return typeof message === 'string' ? [message] : [];
  });
}

/** The messages of `value`, a schema (and every schema inside it) or anything else exported. */
function messagesOf(value: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (!isSchema(value) || seen.has(value)) return;
  seen.add(value);
  const { def } = value._zod;
  for (const holder of [value, ...(def.checks ?? []).filter(isSchema)])
    for (const message of ownMessages(holder)) found.add(message);
  for (const [name, inner] of Object.entries(def)) {
    if (name === 'checks' || name === 'error') continue;
    if (name === 'getter' && typeof inner === 'function') messagesOf(inner(), found, seen);
    else if (name === 'shape')
      for (const field of Object.values(inner as object)) messagesOf(field, found, seen);
    else if (Array.isArray(inner)) for (const item of inner) messagesOf(item, found, seen);
    else messagesOf(inner, found, seen);
  }
}

async function contractMessages(): Promise<string[]> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const entry of Object.keys(contracts.exports)) {
    const module = (await import(/* @vite-ignore */ `@callout/contracts/${entry.slice(2)}`)) as object;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'string' && name.endsWith('Message')) found.add(value);
      else if (name.endsWith('Messages') && typeof value === 'object' && value !== null) {
        for (const text of Object.values(value)) if (typeof text === 'string') found.add(text);
      } else messagesOf(value, found, seen);
    }
  }
  return [...found].sort();
}

const messages = await contractMessages();

describe("the contracts' messages", () => {
  it('are found in the contracts', () => {
    expect(messages.length).toBeGreaterThan(150);
    expect(messages).toContain('Please choose a radius between 1 and 100 miles, in whole miles.');
  });

  it.each(messages)('"%s" answers in Polish, and in English as the contract words it', (message) => {
    expect(apiMessageIn('pl-PL', message)).not.toBe(message);
    expect(apiMessageIn('en-GB', message)).toBe(message);
  });
});
