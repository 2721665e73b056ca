import { useCallback, useState } from 'react';

/** Wraps a call made on submit with a pending flag for the button; the caller handles the outcome. */
export function useSubmit<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<Result> => {
      setPending(true);
      try {
        return await call(...args);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending };
}
