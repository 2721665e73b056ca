import { describe, expect, it } from 'vitest';
import { shareOut } from './e2e.mjs';

describe('sharing the journeys out between shards', () => {
  it('gives each shard about the same measured time, longest files first', () => {
    const durations = { 'a.spec.ts': 60, 'b.spec.ts': 50, 'c.spec.ts': 40, 'd.spec.ts': 30, 'e.spec.ts': 20 };
    const bins = shareOut(Object.keys(durations), durations, 2);
    expect(bins.map((bin) => bin.files)).toEqual([
      ['a.spec.ts', 'd.spec.ts', 'e.spec.ts'],
      ['b.spec.ts', 'c.spec.ts'],
    ]);
    expect(bins.map((bin) => bin.seconds)).toEqual([110, 90]);
  });

  it('counts a file not yet measured as the median file, and runs every file once', () => {
    const durations = { 'a.spec.ts': 10, 'b.spec.ts': 30, 'c.spec.ts': 20 };
    const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'];
    const bins = shareOut(files, durations, 2);
    expect(bins.flatMap((bin) => bin.files).sort()).toEqual(files);
    expect(bins.reduce((sum, bin) => sum + bin.seconds, 0)).toBe(80);
  });
});
