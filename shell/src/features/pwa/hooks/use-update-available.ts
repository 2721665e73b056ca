// Whether to offer a reload: a new shell worker is waiting, or a module was released since this tab
// loaded. Checked as the tray starts, on an interval, when the tab comes back to the foreground and when the
// connection returns.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { updateCheckIntervalMs } from '../constants';
import { changedModules } from '../module-versions';
import { checkForShellUpdate, isShellUpdateWaiting, subscribeShellUpdate } from '../shell-worker';

export interface UpdateAvailable {
  shellWaiting: boolean;
  /** `name@version` of modules that differ from what this tab loaded, sorted; empty when none. */
  changedModules: string[];
}

export function useUpdateAvailable(
  loadedManifest: RemotesManifest | null,
  fetchManifest: () => Promise<RemotesManifest>,
): UpdateAvailable {
  const shellWaiting = useSyncExternalStore(subscribeShellUpdate, isShellUpdateWaiting, () => false);
  const [changed, setChanged] = useState<string[]>([]);

  useEffect(() => {
    let active = true;
    const check = async () => {
      checkForShellUpdate();
      try {
        const latest = await fetchManifest();
        if (active) setChanged(changedModules(loadedManifest, latest));
      } catch {
        // Offline or the server is down: nothing new can be offered now; the next check tries again.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onOnline = () => void check();
    // Once as the tray starts too: a release may have come while the page was settling.
    void check();
    const timer = setInterval(() => void check(), updateCheckIntervalMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [loadedManifest, fetchManifest]);

  return { shellWaiting, changedModules: changed };
}
