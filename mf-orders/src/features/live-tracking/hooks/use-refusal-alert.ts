// A poll refused by the server alerts its message once, not every 5 seconds.

import { ServerRefusal } from '@callout/module-kit/errors';
import { useEffect, useRef } from 'react';
import { alertMessage } from '../../../lib/dialogs';

export function useRefusalAlert(error: unknown): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!(error instanceof ServerRefusal) || error.message === last.current) return;
    last.current = error.message;
    alertMessage(error.message);
  }, [error]);
}
