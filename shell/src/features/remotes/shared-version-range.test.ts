import { describe, expect, it, vi } from 'vitest';
import { satisfy } from './shared-version-range';

describe('satisfy', () => {
  it('reads exact versions, caret and tilde ranges, and any version', () => {
    expect(satisfy('19.1.0', '19.1.0')).toBe(true);
    expect(satisfy('19.1.1', '19.1.0')).toBe(false);
    expect(satisfy('19.2.3', '^19.1.0')).toBe(true);
    expect(satisfy('19.0.9', '^19.1.0')).toBe(false);
    expect(satisfy('20.0.0', '^19.1.0')).toBe(false);
    expect(satisfy('0.3.9', '^0.3.1')).toBe(true);
    expect(satisfy('0.4.0', '^0.3.1')).toBe(false);
    expect(satisfy('7.3.5', '~7.3.2')).toBe(true);
    expect(satisfy('7.4.0', '~7.3.2')).toBe(false);
    expect(satisfy('4.1.12', '*')).toBe(true);
  });

  it('turns down a range it does not understand, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(satisfy('19.1.0', '>=18 <20')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
