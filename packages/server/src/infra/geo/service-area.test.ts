import { describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer';
import { areaCovers, byDistanceThenRating, milesBetween, type Ranked, roundedMiles } from './service-area';

const charingCross = { lat: 51.5074, lng: -0.1278 };
const oxfordCircus = { lat: 51.5152, lng: -0.1419 };
const manchester = { lat: 53.4808, lng: -2.2426 };
const edinburgh = { lat: 55.9533, lng: -3.1883 };

describe('distance in miles', () => {
  it('matches known great-circle figures', () => {
    // London to Manchester is about 163 miles as the crow flies; to Edinburgh about 332.
    expect(milesBetween(charingCross, manchester)).toBeGreaterThan(160);
    expect(milesBetween(charingCross, manchester)).toBeLessThan(166);
    expect(milesBetween(charingCross, edinburgh)).toBeGreaterThan(328);
    expect(milesBetween(charingCross, edinburgh)).toBeLessThan(336);
    expect(milesBetween(charingCross, charingCross)).toBe(0);
    expect(milesBetween(charingCross, manchester)).toBeCloseTo(milesBetween(manchester, charingCross), 9);
  });

  it('rounds to one decimal', () => {
    const miles = roundedMiles(charingCross, oxfordCircus);
    expect(miles).toBe(Math.round(milesBetween(charingCross, oxfordCircus) * 10) / 10);
    expect(String(miles)).toMatch(/^\d+(\.\d)?$/);
    expect(miles).toBeCloseTo(0.8, 1);
  });
});

describe('the radius filter', () => {
  it('covers a job inside the radius or on its edge, not beyond', () => {
    const base = { ...charingCross, radiusMiles: 15 };
    expect(areaCovers(base, oxfordCircus)).toBe(true);
    expect(areaCovers(base, manchester)).toBe(false);
    const edge = milesBetween(charingCross, oxfordCircus);
    expect(areaCovers({ ...charingCross, radiusMiles: edge }, oxfordCircus)).toBe(true);
    expect(areaCovers({ ...charingCross, radiusMiles: edge - 0.01 }, oxfordCircus)).toBe(false);
  });

  it('places the demo bases from the gazetteer: London covers SW1A, not EH1', async () => {
    const gazetteer = createGazetteer();
    const n1 = await gazetteer.locate('N1');
    const sw1a = await gazetteer.locate('SW1A 1AA');
    const eh1 = await gazetteer.locate('EH1 1YZ');
    if (!n1 || !sw1a || !eh1) throw new Error('gazetteer is missing a demo postcode');
    expect(areaCovers({ ...n1, radiusMiles: 15 }, sw1a)).toBe(true);
    expect(areaCovers({ ...n1, radiusMiles: 100 }, eh1)).toBe(false);
  });
});

describe('ordering providers', () => {
  const ranked = (id: string, distance: number | null, rating: number | null, price = 10): Ranked => ({
    id,
    distance,
    rating,
    price,
  });

  it('puts the nearest first, then the best rated, then the cheaper', () => {
    const list = [
      ranked('far', 9.5, 5),
      ranked('near-unrated', 1.2, null),
      ranked('near-good', 1.2, 4.9),
      ranked('near-good-cheap', 1.2, 4.9, 8),
      ranked('mid', 3, 4),
      ranked('unknown', null, 5),
    ];
    expect(list.sort(byDistanceThenRating).map((r) => r.id)).toEqual([
      'near-good-cheap',
      'near-good',
      'near-unrated',
      'mid',
      'far',
      'unknown',
    ]);
  });

  it('is stable by id when everything else ties', () => {
    expect([ranked('b', 1, 4), ranked('a', 1, 4)].sort(byDistanceThenRating).map((r) => r.id)).toEqual([
      'a',
      'b',
    ]);
  });
});
