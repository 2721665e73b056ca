// Checks a picked photo before it is read: the images the server accepts, at most 2 MB each.
import { maxImageBytes } from '@callout/contracts/validation';

const acceptedTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type PhotoCheck = { kind: 'ok'; dataUrl: string } | { kind: 'not-image' } | { kind: 'too-large' };

export async function readJobPhoto(file: File): Promise<PhotoCheck> {
  if (!acceptedTypes.includes(file.type)) return { kind: 'not-image' };
  if (file.size > maxImageBytes) return { kind: 'too-large' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
  return { kind: 'ok', dataUrl };
}
