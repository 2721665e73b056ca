// A saved/unsaved toggle (provider heart, location pin): the server's yes updates the order on screen,
// its refusal is alerted, and clicks while a call is in flight are ignored so a double click cannot
// toggle twice.

import { ServerRefusal } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { useRef } from 'react';
import { alertMessage } from '../../../lib/dialogs';

export function useSaveToggle(call: () => Promise<unknown>, onSaved: () => void) {
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: onSaved,
    onError: (error) => {
      console.error('Could not change the saved state', error);
      if (error instanceof ServerRefusal) alertMessage(error.message);
    },
  });
  // The mutation's own pending flag reaches the component a render later; a second click can come first.
  const inFlight = useRef(false);
  const toggle = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  const failed = mutation.isError && !(mutation.error instanceof ServerRefusal);
  return { busy: mutation.isPending, failed, toggle };
}
