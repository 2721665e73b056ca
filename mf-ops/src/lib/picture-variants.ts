// Smaller copies of a chosen picture for the widths catalogue pictures are shown at (picture-link.ts),
// made here in the operator's browser so the server needs no image library: decoded with
// createImageBitmap, drawn on a canvas and encoded as WebP. Never wider than the picture; none at all when
// the browser cannot decode it or cannot encode WebP (Safari before 14 answers PNG), so the picture is
// then served as uploaded. Customers' modules only read the copies' widths, never this.
import { maxPictureVariantBytes, pictureVariantWidths } from '@callout/contracts/picture-link';

const quality = 0.8;

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The copy could not be read'));
    reader.readAsDataURL(blob);
  });
}

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
}

/** WebP copies of `file`, narrowest first, as base64; [] when they cannot be made. */
export async function webpVariants(file: Blob): Promise<string[]> {
  // An animated GIF would lose its motion in a still copy.
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return [];
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return [];
  }
  try {
    const copies: string[] = [];
    for (const width of pictureVariantWidths) {
      if (width >= bitmap.width) break;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const context = canvas.getContext('2d');
      if (!context) return [];
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await encode(canvas);
      if (blob?.type !== 'image/webp') return [];
      if (blob.size > maxPictureVariantBytes) break;
      copies.push(await toBase64(blob));
    }
    return copies;
  } catch (failure) {
    console.error('Making smaller copies of the picture failed', failure);
    return [];
  } finally {
    bitmap.close();
  }
}
