// Checks a picked file before it is read: images the server accepts only, at most 2 MB.
import { maxImageBytes } from '@callout/contracts/validation';

/** The formats the server recognises from their bytes; anything else would be refused after the upload. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageCheck = { kind: 'ok'; dataUrl: string } | { kind: 'not-image' } | { kind: 'too-large' };

export async function readImage(file: File): Promise<ImageCheck> {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return { kind: 'not-image' };
  if (file.size > maxImageBytes) return { kind: 'too-large' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return { kind: 'ok', dataUrl };
}
