// What this device can do about pushes, for the offer card and Settings, and turning them on from a click.
import { useCallback, useContext, useEffect, useState } from 'react';
import { type PushDeviceState, pushDeviceStateAtOnce, readPushDeviceState } from './device-state';
import { KnownPushDeviceContext } from './known-push-device';
import { turnOffPush, turnOnPush } from './push-device';

export type { PushDeviceState } from './device-state';

export function usePushDevice() {
  // Drawn on the server: what the request's cookie says the device last knew (known-push-device.tsx).
  const onServer = useContext(KnownPushDeviceContext);
  const [state, setState] = useState<PushDeviceState>(() => pushDeviceStateAtOnce(onServer));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const reread = useCallback(async () => {
    setState(await readPushDeviceState().catch(() => 'unsupported' as const));
  }, []);
  useEffect(() => void reread(), [reread]);

  const change = useCallback(
    async (run: () => Promise<unknown>) => {
      setBusy(true);
      setFailed(false);
      try {
        await run();
      } catch (error) {
        console.error('Could not change push on this device', error);
        setFailed(true);
      }
      await reread();
      setBusy(false);
    },
    [reread],
  );

  return {
    state,
    busy,
    failed,
    turnOn: () => change(turnOnPush),
    turnOff: () => change(turnOffPush),
  };
}
