// Keeps the provider's screen on while they share their location: a phone that locks itself
// stops the browser's location updates. The browser drops the lock when the page is hidden; it is asked
// for again when the page is visible, and given back when sharing stops (the order ends, the page closes).
import { useEffect } from 'react';

type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void>; released: boolean }> };
};

export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return;
    let lock: { release(): Promise<void>; released: boolean } | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) await next.release();
        else lock = next;
      } catch (error) {
        // Refused (battery saver, no user gesture yet): the page still works, the screen may lock.
        console.warn('The screen cannot be kept on', error);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, [active]);
}
