import type { DrivingRoute } from '@callout/contracts/driving-route';
import { addNamespace, setLanguage } from '@callout/i18n/i18n';
import commonResources from '@callout/i18n/locales/en-GB/common.json';
import { commonTranslations } from '@callout/i18n/translations';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { straightLine, useRouteWords } from './driving-route';
import { setUpTests } from './testing';

setUpTests({ namespaces: {} });
// As the shell gives them.
addNamespace('common', commonResources, commonTranslations);

describe('the straight line drawn without the server', () => {
  it("gives the server's crow-flies answer: miles to one decimal, no driving time", () => {
    expect(straightLine({ lat: 51.5034, lng: -0.1276 }, { lat: 51.4826, lng: -0.0077 })).toEqual({
      Source: 'crow',
      DistanceMiles: 5.4,
      DurationMinutes: null,
      Coordinates: [
        [-0.1276, 51.5034],
        [-0.0077, 51.4826],
      ],
    });
  });
});

describe('the route in words', () => {
  afterEach(async () => {
    await setLanguage('en-GB');
  });
  const road: DrivingRoute = { Source: 'road', DistanceMiles: 7.6, DurationMinutes: 18, Coordinates: [] };
  const crow: DrivingRoute = { Source: 'crow', DistanceMiles: 5.4, DurationMinutes: null, Coordinates: [] };
  const words = (route: DrivingRoute) => renderHook(() => useRouteWords(route)).result.current?.line;

  it('says minutes and miles in British English', () => {
    expect(words(road)).toBe('About 18 min, 7.6 miles');
    expect(words(crow)).toBe('5.4 miles as the crow flies');
  });

  it('says them in Polish for a Polish reader: a decimal comma and the genitive of a fraction', async () => {
    await setLanguage('pl-PL');
    expect(words(road)).toBe('Około 18 min, 7,6 mili');
    expect(words(crow)).toBe('5,4 mili w linii prostej');
  });
});
