import { describe, expect, it } from 'vitest';
import { metresBetween, shouldReport } from './report-throttle';

const van = { lat: 51.5, lng: -0.12 };
/** About 33 m north of the van (0.0003° of latitude). */
const up33m = { lat: 51.5003, lng: -0.12 };
/** About 22 m north. */
const up22m = { lat: 51.5002, lng: -0.12 };

describe("the provider's position reports", () => {
  it('measures short distances in metres', () => {
    expect(metresBetween(van, up33m)).toBeCloseTo(33.4, 0);
    expect(metresBetween(van, van)).toBe(0);
  });

  it('sends the first position at once', () => {
    expect(shouldReport(null, van, 0)).toBe(true);
  });

  it('sends again only after 5 s and a move of more than 25 m', () => {
    const last = { point: van, at: 10_000 };
    expect(shouldReport(last, up33m, 15_000)).toBe(true);
    expect(shouldReport(last, up33m, 14_999)).toBe(false);
    expect(shouldReport(last, up22m, 60_000)).toBe(false);
    expect(shouldReport(last, van, 60_000)).toBe(false);
  });
});
