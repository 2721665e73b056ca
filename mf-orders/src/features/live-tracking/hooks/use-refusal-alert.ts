// A poll refused by the server alerts its message (spec section 8) once, not every 5 seconds.
import { useCallback, useRef } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';

export function useRefusalAlert(): (error: unknown) => void {
  const last = useRef<string | null>(null);
  return useCallback((error: unknown) => {
    if (!(error instanceof ServerRefusal) || error.message === last.current) return;
    last.current = error.message;
    alertMessage(error.message);
  }, []);
}
