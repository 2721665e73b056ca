import { describe, expect, it } from 'vitest';
import { createQueryClient, isRefusal } from './client';

describe('the query client', () => {
  it('does not ask again after a refusal, but does after a failure', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, { response: { status: 404 } } as unknown as Error)).toBe(false);
    expect(retry(0, { status: 503 } as unknown as Error)).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('treats a timeout or a rate limit as worth another try', () => {
    expect(isRefusal({ status: 429 })).toBe(false);
    expect(isRefusal({ status: 408 })).toBe(false);
    expect(isRefusal({ status: 422 })).toBe(true);
  });

  it('does not retry a refusal given inside a successful answer', () => {
    const refusal = Object.assign(new Error('No such order'), { refusal: true });
    expect(isRefusal(refusal)).toBe(true);
    expect(isRefusal(new Error('Failed to fetch'))).toBe(false);
  });
});
