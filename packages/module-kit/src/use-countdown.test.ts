import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('never goes below zero and rounds part seconds up', () => {
    expect(formatCountdown(-4)).toBe('0:00');
    expect(formatCountdown(0.2)).toBe('0:01');
  });
});
