import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes distinct UUID v4 keys', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it('still makes UUID v4 keys where randomUUID is missing (pages served over plain HTTP)', () => {
    const withoutRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey(withoutRandomUuid)));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });
});
