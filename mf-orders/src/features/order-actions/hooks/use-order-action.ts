// Runs one order action at a time: asks the spec's confirmation, calls the server, alerts its refusal,
// and reports a failure without words (network) inline. Clicks while a call runs are ignored. The
// server's words on success (released hold, refund, price of the time taken) stay on the page.

import { ServerRefusal } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { useRef } from 'react';
import { alertMessage, confirmAction } from '../../../lib/dialogs';

export type ActionName = 'cancel' | 'start' | 'end' | 'accept' | 'decline' | 'reassign';

interface Action {
  name: ActionName;
  call: () => Promise<{ message: string }>;
  done: () => void;
}

export function useOrderAction() {
  const mutation = useMutation({
    mutationFn: ({ call }: Action) => call(),
    onSuccess: (_reply, { done }) => done(),
    onError: (error, { name }) => {
      console.error(`Order action ${name} failed`, error);
      if (error instanceof ServerRefusal) alertMessage(error.message);
    },
  });
  // The mutation's own pending flag reaches the buttons a render later; a second click can come first.
  const running = useRef(false);

  /** `question`: the spec's confirmation, or null when the caller has asked already (its own dialog). */
  const run = (name: ActionName, question: string | null, call: Action['call'], done: () => void) => {
    if (running.current || (question !== null && !confirmAction(question))) return;
    running.current = true;
    mutation.mutate(
      { name, call, done },
      {
        onSettled: () => {
          running.current = false;
        },
      },
    );
  };

  return {
    busy: mutation.isPending ? mutation.variables.name : null,
    failed: mutation.isError && !(mutation.error instanceof ServerRefusal),
    message: mutation.data?.message ?? null,
    run,
  };
}
