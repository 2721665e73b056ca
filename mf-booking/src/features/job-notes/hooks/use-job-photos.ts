// The photos chosen for the job, as kept on the device (data/job-photos.ts), for the form and the upload.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { jobPhotosSnapshot, loadJobPhotos, subscribeJobPhotos } from '../../../data/job-photos';

/** Undefined until the kept photos have been read. */
export function useJobPhotos(): { photos: string[] | undefined; error: unknown } {
  const photos = useSyncExternalStore(subscribeJobPhotos, jobPhotosSnapshot, () => undefined);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    loadJobPhotos().catch((failure: unknown) => {
      console.error('Could not read the job photos', failure);
      setError(failure);
    });
  }, []);
  return { photos, error };
}
