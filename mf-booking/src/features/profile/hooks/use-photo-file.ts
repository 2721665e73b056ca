// The photo chosen for the profile: at most 2 MB, read as base64 without the data-URL
// prefix, which is how /updatebio takes it.
import { maxImageBytes } from '@callout/contracts/validation';
import { useTranslation } from '@callout/i18n/react';
import { type ChangeEvent, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function usePhotoFile() {
  const { t } = useTranslation('booking');
  const [photo, setPhoto] = useState<{ base64: string; preview: string } | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return setPhoto(null);
    if (file.size > maxImageBytes) {
      alertMessage(t('profile.imageTooLarge'));
      input.value = ''; // The spec clears the refused file.
      return setPhoto(null);
    }
    const base64 = await readAsBase64(file);
    setPhoto({ base64, preview: `data:${file.type};base64,${base64}` });
  };

  return { photo, onChange, reset: () => setPhoto(null) };
}
