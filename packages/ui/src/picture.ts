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
