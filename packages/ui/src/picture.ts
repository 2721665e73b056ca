// The attributes of an <img> showing a public picture: a link the console uploaded with smaller WebP copies
// (@callout/contracts/picture-link) becomes `srcset` + `sizes`, so a phone loads the 160- or 320-pixel copy;
// any other link (the demo SVGs) stays a plain `src`. No encoder here: this runs in every module.
import { parsePictureLink } from '@callout/contracts/picture-link';

/**
 * `src`, `srcset` and `sizes` for an <img> showing a catalogue picture at `sizes` (e.g. "96px"): the copies
 * and the original, each with its width. A link without copies is shown as it is.
 */
export function pictureSources(
  link: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const picture = parsePictureLink(link);
  if (!picture) return { src: link };
  if (!picture.variants.length) return { src: picture.src };
  const copies = picture.variants
    .filter((width) => width < picture.width)
    .map((width) => `${picture.src}?w=${width} ${width}w`);
  return { src: picture.src, srcSet: [...copies, `${picture.src} ${picture.width}w`].join(', '), sizes };
}

/** The shape of a catalogue picture whose link does not carry its size: the demo's, 320 × 200. */
const usualShape = { width: 320, height: 200 };

/**
 * `width` and `height` for an <img> showing a catalogue picture `width` CSS pixels wide: of the picture's own
 * shape when its link carries it, else of the catalogue's usual 16:10. The page's `height: auto` (styles.css)
 * keeps any picture's shape once loaded; these give its box that height before it loads, so nothing under
 * it moves when it comes (a square box shrank to 16:10 under every card's picture).
 */
export function pictureSize(link: string, width: number): { width: number; height: number } {
  const own = parsePictureLink(link);
  const shape = own && own.width > 0 && own.height > 0 ? own : usualShape;
  return { width, height: Math.round((width * shape.height) / shape.width) };
}
