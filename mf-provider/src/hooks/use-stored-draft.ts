// A form value that is saved on the device as it changes and restored when the screen opens again.
import type { DraftStore } from '@callout/db/draft-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onDraftProblem } from '../data/drafts';

export function useStoredDraft<T>(store: DraftStore<T>, key: string, initial: T) {
  const [value, setValue] = useState<T>(initial);
  const [problem, setProblem] = useState<unknown>(null);
  // Typing before the stored draft arrives wins over the stored one.
  const touched = useRef(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    touched.current = false;
    let live = true;
    store.read(key).then(
      (stored) => {
        if (live && !touched.current) setValue(stored ?? initialRef.current);
      },
      (error: unknown) => {
        console.error('A stored draft could not be read', error);
        if (live) setProblem(error);
      },
    );
    return () => {
      live = false;
    };
  }, [store, key]);

  useEffect(() => onDraftProblem(setProblem), []);

  const update = useCallback(
    (next: T) => {
      touched.current = true;
      setValue(next);
      store.write(key, next);
    },
    [store, key],
  );

  /** Forgets the draft once it has been sent; the form goes back to `initial`. */
  const discard = useCallback(async () => {
    touched.current = true;
    setValue(initialRef.current);
    await store.discard(key).catch((error: unknown) => console.error('Could not discard a draft', error));
  }, [store, key]);

  return { value, update, discard, problem };
}
