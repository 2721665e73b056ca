// Runs one order action at a time: asks the spec's confirmation, calls the server, alerts its refusal,
// and reports a failure without words (network) inline. Clicks while a call runs are ignored. The
// server's words on success (released hold, refund, price of the time taken) stay on the page.
import { useCallback, useRef, useState } from 'react';
import { alertMessage, confirmAction } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';

export type ActionName = 'cancel' | 'start' | 'end';

export function useOrderAction() {
  const [busy, setBusy] = useState<ActionName | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (
      name: ActionName,
      question: string,
      call: () => Promise<{ message: string }>,
      done: () => void,
    ) => {
      if (running.current || !confirmAction(question)) return;
      running.current = true;
      setBusy(name);
      setFailed(false);
      setMessage(null);
      try {
        const reply = await call();
        setMessage(reply.message);
        done();
      } catch (error) {
        console.error(`Order action ${name} failed`, error);
        if (error instanceof ServerRefusal) alertMessage(error.message);
        else setFailed(true);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [],
  );

  return { busy, failed, message, run };
}
