import type { DrivingRoute } from '@callout/contracts/driving-route';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrivalEstimate, useArrivalEstimate } from './use-arrival-estimate';

const road = (minutes: number): DrivingRoute => ({
  Source: 'road',
  DistanceMiles: 1.7,
  DurationMinutes: minutes,
  Coordinates: [
    [-0.1426, 51.539],
    [-0.124, 51.5305],
  ],
});
const crow: DrivingRoute = { ...road(0), Source: 'crow', DurationMinutes: null };
const at = Date.UTC(2026, 5, 1, 13, 0);

describe('the arrival estimate', () => {
  it("is the driving route's time after the provider's last position came", () => {
    expect(arrivalEstimate(road(7), at)).toEqual({ minutes: 7, at: at + 7 * 60_000 });
  });

  it('is not given for the straight line, which has no driving time, nor before a route', () => {
    expect(arrivalEstimate(crow, at)).toBeNull();
    expect(arrivalEstimate(null, at)).toBeNull();
  });

  it('counts from when the provider moved, and moves on with the new route', () => {
    let now = at;
    const clock = () => now;
    const { result, rerender } = renderHook(
      ({ provider, route }) => useArrivalEstimate(provider, route, clock),
      { initialProps: { provider: { lat: 51.539, lng: -0.1426 }, route: road(7) } },
    );
    expect(result.current).toEqual({ minutes: 7, at: at + 7 * 60_000 });
    // The same position polled a minute later: still counted from when it came.
    now = at + 60_000;
    act(() => rerender({ provider: { lat: 51.539, lng: -0.1426 }, route: road(7) }));
    expect(result.current?.at).toBe(at + 7 * 60_000);
    // Two minutes on, the provider is closer and the route shorter.
    now = at + 120_000;
    act(() => rerender({ provider: { lat: 51.535, lng: -0.133 }, route: road(3) }));
    expect(result.current).toEqual({ minutes: 3, at: at + 120_000 + 3 * 60_000 });
  });

  it('is not given without a position', () => {
    const { result } = renderHook(() => useArrivalEstimate(null, road(7), () => at));
    expect(result.current).toBeNull();
  });
});
