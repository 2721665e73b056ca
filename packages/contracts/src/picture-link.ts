// A public picture's link (/api/images/<id>) may carry, after "#", the picture's own size and the widths of
// the smaller WebP copies the console made when it was uploaded: "/api/images/<id>#640x480;160,320". The
// fragment never reaches the server, so the link works as it is in any <img>; a page that knows the format
// asks for a copy as /api/images/<id>?w=<width> and lists them all in `srcset` (@callout/ui/picture).

/** The widths (CSS pixels × density) pictures are shown at: cards of 96 px, tiles of 320 px. */
export const pictureVariantWidths = [160, 320, 640] as const;
/** A smaller copy is at most this many bytes (a 640-pixel WebP is rarely a tenth of it). */
export const maxPictureVariantBytes = 512 * 1024;
export const pictureVariantMessage = 'The smaller copies of the picture must be WebP, PNG or JPEG images.';

export interface PictureLink {
  /** The link without its fragment: the original picture. */
  src: string;
  width: number;
  height: number;
  /** Widths of the smaller copies, ascending. */
  variants: number[];
}

export function formatPictureLink(
  path: string,
  size: { width: number; height: number } | null,
  variants: readonly number[],
): string {
  if (!size) return path;
  const widths = [...variants].sort((a, b) => a - b);
  return `${path}#${size.width}x${size.height}${widths.length ? `;${widths.join(',')}` : ''}`;
}

const fragmentPattern =
  /^(\/api\/images\/[A-Za-z0-9_-]{1,64})#(\d{1,5})x(\d{1,5})(?:;(\d{1,5}(?:,\d{1,5}){0,7}))?$/;

/** The parts of a link formatPictureLink made; null for any other link (a demo SVG, an outside address). */
export function parsePictureLink(link: string): PictureLink | null {
  const match = fragmentPattern.exec(link);
  if (!match) return null;
  const [, src = '', width = '0', height = '0', widths = ''] = match;
  return {
    src,
    width: Number(width),
    height: Number(height),
    variants: widths ? widths.split(',').map(Number) : [],
  };
}
