import { describe, expect, it } from 'vitest';
import { straightLine } from './driving-route';

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
