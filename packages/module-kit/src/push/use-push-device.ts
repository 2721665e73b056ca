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

/**
 * What the browser tells at once: all but whether a device that allows pushes is subscribed, which only the
 * service worker knows ('checking' until it answers). So Settings and the offer card are drawn in their
 * final shape from the first render, and nothing under them moves when the answer comes (issue 23).
 */
export function pushDeviceStateAtOnce(): PushDeviceState {
  if (typeof window === 'undefined') return 'checking';
  if (needsHomeScreen()) return 'homeScreen';
  const permission = pushPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission === 'default') return 'off';
  return 'checking';
}

export async function readPushDeviceState(): Promise<Exclude<PushDeviceState, 'checking'>> {
  const atOnce = pushDeviceStateAtOnce();
  if (atOnce !== 'checking') return atOnce;
  return (await currentPushSubscription()) ? 'on' : 'off';
}

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>(pushDeviceStateAtOnce);
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
