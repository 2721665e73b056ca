// Where the job map looks and where its two labels go, worked out in map units and pixels, without
// OpenLayers, so both can be checked without a canvas. The view fits the provider and the job with room for
// their labels; a label sits above its marker unless it would then cover the other's, when the lower
// marker's label goes below it instead.

/** A point in the map's projection (Web Mercator metres): [x east, y north]. */
export type MapXy = readonly [number, number];

export interface Framing {
  centre: MapXy;
  /** Metres per pixel. */
  resolution: number;
}

/** Web Mercator metres per pixel at zoom 0 (256 px tiles). */
const zoomZeroResolution = 156_543.033_928_040_97;
export const resolutionAt = (zoom: number) => zoomZeroResolution / 2 ** zoom;

/** Space kept between the points and the map's edge, in pixels: a label and its marker fit in it. */
export const framePaddingPx = 40;
/** The closest the view comes, even for two points a street apart or one alone. */
export const closestZoom = 16;

/**
 * The view that shows every point at least `padding` pixels inside a map of `size` pixels, as close as
 * `closestZoom` allows; null without points (the map keeps its default view).
 */
export function frame(
  points: readonly MapXy[],
  size: readonly [number, number],
  padding = framePaddingPx,
): Framing | null {
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = (pixels: number) => Math.max(1, pixels - 2 * padding);
  const resolution = Math.max(
    (maxX - minX) / room(size[0]),
    (maxY - minY) / room(size[1]),
    resolutionAt(closestZoom),
  );
  return { centre: [(minX + maxX) / 2, (minY + maxY) / 2], resolution };
}

/** A label's box on screen, in pixels (y down), and what the marker's text style needs to draw it there. */
export interface LabelPlace {
  /** Pixels from the marker's centre to the label's centre, as OpenLayers' Text takes them (y down). */
  offsetY: number;
  side: 'above' | 'below';
}

export interface LabelBox {
  /** Centre of the label, in pixels (y down). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Distance from a marker's centre to its label's centre: the marker's radius and stroke, then a gap. */
export const labelOffsetPx = 16;
/** The height a 12 px label takes. */
export const labelHeightPx = 14;

const boxOf = (pixel: MapXy, width: number, place: LabelPlace): LabelBox => ({
  x: pixel[0],
  y: pixel[1] + place.offsetY,
  width,
  height: labelHeightPx,
});

export const boxesOverlap = (a: LabelBox, b: LabelBox) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

const above: LabelPlace = { offsetY: -labelOffsetPx, side: 'above' };
const below: LabelPlace = { offsetY: labelOffsetPx, side: 'below' };
export const labelPlaces = { above, below } as const;

/**
 * Where the labels of two markers go, given where the markers are on screen (pixels, y down) and each
 * label's width: both above, or, when those two boxes would touch, the lower marker's below (which can
 * never touch the other's, being at least twice the offset lower).
 */
export function placeLabels(
  first: { pixel: MapXy; width: number },
  second: { pixel: MapXy; width: number },
): [LabelPlace, LabelPlace] {
  const clash = boxesOverlap(
    boxOf(first.pixel, first.width, above),
    boxOf(second.pixel, second.width, above),
  );
  if (!clash) return [above, above];
  return first.pixel[1] > second.pixel[1] ? [below, above] : [above, below];
}

/** A point of the map on screen at `resolution`, up to a shift that is the same for every point. */
export const screenPixel = ([x, y]: MapXy, resolution: number): MapXy => [x / resolution, -y / resolution];

/** Each label's box on screen, for checking the placement (the tests use it). */
export const labelBoxes = (
  first: { pixel: MapXy; width: number },
  second: { pixel: MapXy; width: number },
): [LabelBox, LabelBox] => {
  const [a, b] = placeLabels(first, second);
  return [boxOf(first.pixel, first.width, a), boxOf(second.pixel, second.width, b)];
};
