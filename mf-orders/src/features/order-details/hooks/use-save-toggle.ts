// A saved/unsaved toggle (provider heart, location pin): flips once the server agrees, alerts its
// refusal, and ignores clicks while a call is in flight so a double click cannot toggle twice.
import { useEffect, useRef, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';

export function useSaveToggle(initial: boolean, call: () => Promise<unknown>) {
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  // A reloaded order is the truth again (saved elsewhere, on another device).
  useEffect(() => setSaved(initial), [initial]);

  const toggle = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailed(false);
    try {
      await call();
      setSaved((value) => !value);
    } catch (error) {
      console.error('Could not change the saved state', error);
      if (error instanceof ServerRefusal) alertMessage(error.message);
      else setFailed(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { saved, busy, failed, toggle };
}
