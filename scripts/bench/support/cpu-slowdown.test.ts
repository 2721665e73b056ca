import { describe, expect, it } from 'vitest';
import { chooseSlowdown, defaultSlowdown, slowdownFor } from './cpu-slowdown.mjs';

describe('the CPU slowdown calibrated to the host', () => {
  it('follows the calculator at its anchor points', () => {
    expect(slowdownFor(150)).toBe(1);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(1533)).toBe(4);
    expect(slowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('slows a low-end desktop less than the default, and a fast host more', () => {
    expect(slowdownFor(1160)).toBeCloseTo(2.72, 2);
    expect(slowdownFor(3600)).toBeGreaterThan(defaultSlowdown * 2);
  });

  it('declines a host slower than the phone it would emulate', () => {
    expect(slowdownFor(120)).toBeNull();
    expect(() => chooseSlowdown('auto', 120)).toThrow(/too slow/);
  });

  it('keeps the raw default and a number on request', () => {
    expect(chooseSlowdown('default', 1160).multiplier).toBe(4);
    expect(chooseSlowdown('3.5', 1160).multiplier).toBe(3.5);
    expect(chooseSlowdown('auto', 1160)).toEqual({
      multiplier: 2.72,
      how: "calibrated to this host's CPU benchmark index 1160",
    });
    expect(() => chooseSlowdown('fast', 1160)).toThrow(/--cpu-slowdown/);
  });
});
