import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  closestZoom,
  frame,
  framePaddingPx,
  labelBoxes,
  type MapXy,
  resolutionAt,
  screenPixel,
} from './framing';

// A 1.7-mile trip across north London: the provider at Camden, the job near King's Cross.
const provider = fromLonLat([-0.1426, 51.539]) as unknown as MapXy;
const job = fromLonLat([-0.124, 51.5305]) as unknown as MapXy;
const phone: [number, number] = [350, 200];
const desktop: [number, number] = [860, 200];
const labelWidths = { provider: 52, job: 22 };

/** Where `point` lands on a map of `size` pixels showing `framing` (y down from the top left). */
function onScreen(
  point: MapXy,
  size: readonly [number, number],
  framing: NonNullable<ReturnType<typeof frame>>,
) {
  return [
    size[0] / 2 + (point[0] - framing.centre[0]) / framing.resolution,
    size[1] / 2 - (point[1] - framing.centre[1]) / framing.resolution,
  ];
}

describe('the view of the job map', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])('fits the provider and the job on a %s, with room for their labels on every side', (_, size) => {
    const framing = frame([provider, job], size);
    expect(framing).not.toBeNull();
    if (!framing) return;
    for (const point of [provider, job]) {
      const [x, y] = onScreen(point, size, framing);
      expect(x).toBeGreaterThanOrEqual(framePaddingPx - 0.001);
      expect(x).toBeLessThanOrEqual(size[0] - framePaddingPx + 0.001);
      expect(y).toBeGreaterThanOrEqual(framePaddingPx - 0.001);
      expect(y).toBeLessThanOrEqual(size[1] - framePaddingPx + 0.001);
    }
    // Far closer than the country-wide zoom 7 the map opens at, where the two points are pixels apart.
    expect(framing.resolution).toBeLessThan(resolutionAt(12));
  });

  it('comes no closer than the street zoom, for two points a few metres apart or one alone', () => {
    const nextDoor: MapXy = [job[0] + 5, job[1] + 5];
    expect(frame([job, nextDoor], phone)?.resolution).toBe(resolutionAt(closestZoom));
    expect(frame([job], phone)).toEqual({ centre: job, resolution: resolutionAt(closestZoom) });
  });

  it('leaves the default view alone without any point', () => {
    expect(frame([], phone)).toBeNull();
  });
});

describe('the labels of the provider and the job', () => {
  const labelled = (resolution: number) => {
    const first = { pixel: screenPixel(provider, resolution), width: labelWidths.provider };
    const second = { pixel: screenPixel(job, resolution), width: labelWidths.job };
    return { first, second, boxes: labelBoxes(first, second) };
  };

  it('sit apart at zoom 7 on a 1.7-mile trip, one above its marker and one below', () => {
    const { boxes } = labelled(resolutionAt(7));
    expect(boxesOverlap(...boxes)).toBe(false);
    // The provider is north of the job: its label stays above, the job's goes below.
    expect(boxes[0].y).toBeLessThan(boxes[1].y);
  });

  it('both stay above their markers when there is room, as at the fitted view', () => {
    const framing = frame([provider, job], phone);
    const { first, second, boxes } = labelled(framing?.resolution ?? 1);
    expect(boxes[0].y).toBeLessThan(first.pixel[1]);
    expect(boxes[1].y).toBeLessThan(second.pixel[1]);
  });

  it('never overlap, wherever the two markers are and whichever is higher', () => {
    for (let dx = -80; dx <= 80; dx += 4) {
      for (let dy = -40; dy <= 40; dy += 2) {
        const first = { pixel: [100, 100] as MapXy, width: labelWidths.provider };
        const second = { pixel: [100 + dx, 100 + dy] as MapXy, width: labelWidths.job };
        expect(boxesOverlap(...labelBoxes(first, second)), `${dx},${dy}`).toBe(false);
        expect(boxesOverlap(...labelBoxes(second, first)), `${dx},${dy} swapped`).toBe(false);
      }
    }
  });

  it('sit apart when the provider has reached the job', () => {
    const here = { pixel: [10, 10] as MapXy, width: 40 };
    expect(boxesOverlap(...labelBoxes(here, { ...here }))).toBe(false);
  });
});
