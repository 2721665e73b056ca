import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance';
import { createGazetteer } from './gazetteer';
import { roundedMiles } from './service-area';

const gazetteer = createGazetteer();

describe('offline UK gazetteer', () => {
  it('suggests districts as the customer types, in reading order', async () => {
    const places = await gazetteer.suggest('sw1', 5);
    expect(places.map((p) => p.postcode)).toEqual(['SW1A', 'SW1E', 'SW1H', 'SW1P', 'SW1V']);
    expect(places[0]).toMatchObject({ address: 'London SW1A', region: 'London' });
    expect((await gazetteer.suggest('M1', 3)).map((p) => p.postcode)).toEqual(['M1', 'M11', 'M12']);
  });

  it('places a full postcode at its district and finds towns by name', async () => {
    const [downing] = await gazetteer.suggest('sw1a2aa', 10);
    expect(downing).toMatchObject({
      postcode: 'SW1A 2AA',
      address: 'London SW1A 2AA',
      lat: 51.503,
      lng: -0.132,
    });
    const manchester = await gazetteer.suggest('Manch', 10);
    expect(manchester.length).toBeGreaterThan(5);
    expect(manchester.every((p) => p.region === 'Manchester')).toBe(true);
  });

  it('knows every UK postcode area and nothing outside the UK', async () => {
    // CA95 is not listed: the Carlisle area's centre stands in for it.
    expect(await gazetteer.locate('CA95 1AA')).toMatchObject({ postcode: 'CA95 1AA', region: 'Carlisle' });
    expect(await gazetteer.locate('GY1 1AA')).toBeNull();
    expect(await gazetteer.locate('ZZ1 1AA')).toBeNull();
    expect(await gazetteer.locate('90210')).toBeNull();
    expect(await gazetteer.suggest('90210', 10)).toEqual([]);
    expect(await gazetteer.suggest('', 10)).toEqual([]);
  });

  it('measures distances on the globe', async () => {
    const london = await gazetteer.locate('SW1A 1AA');
    const manchester = await gazetteer.locate('M1 1AE');
    if (!london || !manchester) throw new Error('missing test places');
    expect(haversineKm(london, manchester)).toBeGreaterThan(255);
    expect(haversineKm(london, manchester)).toBeLessThan(265);
    expect(roundedMiles(london, london)).toBe(0);
    // 1.11 km north: 0.69 miles, to one decimal.
    expect(roundedMiles({ lat: 51.5, lng: -0.1 }, { lat: 51.51, lng: -0.1 })).toBe(0.7);
  });
});
