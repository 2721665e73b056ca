// What this device can do about pushes, for the offer card and Settings, and turning them on from a click.
import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  needsHomeScreen,
  pushPermission,
  turnOffPush,
  turnOnPush,
} from './push-device';

export type PushDeviceState = 'checking' | 'unsupported' | 'homeScreen' | 'denied' | 'off' | 'on';

export async function readPushDeviceState(): Promise<Exclude<PushDeviceState, 'checking'>> {
  if (needsHomeScreen()) return 'homeScreen';
  const permission = pushPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission === 'default') return 'off';
  return (await currentPushSubscription()) ? 'on' : 'off';
}

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>('checking');
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
