// Checks a photo picked for the dispute's chat before it is read: the images the server accepts, at most
// 2 MB.
import { maxImageBytes } from '@callout/contracts/validation';

const acceptedTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The photo as a data URL, or null when the server would refuse it. */
export async function readPicture(file: File): Promise<string | null> {
  if (!acceptedTypes.includes(file.type) || file.size > maxImageBytes) return null;
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}
