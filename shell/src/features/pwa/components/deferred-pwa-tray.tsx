// The tray (update prompt, install offer) mounts once the page has settled (lib/when-idle.ts): it
// brings workbox-window and nothing in it can be needed sooner (an update is found by the worker, which
// registers at the same time; the install offer is captured from startup by install-prompt.ts). Offline
// by then, its chunk is loaded once the connection returns (lib/load-when-online.ts), never blanking the page.
import { type ComponentType, useEffect, useState } from 'react';
import { loadWhenOnline } from '../../../lib/load-when-online';
import { whenSettled } from '../../../lib/when-idle';
import type { UpdatePromptProps } from './update-prompt';

export function DeferredPwaTray(props: UpdatePromptProps) {
  const [Tray, setTray] = useState<ComponentType<UpdatePromptProps> | null>(null);
  useEffect(() => {
    let stopLoading: (() => void) | undefined;
    const stopWaiting = whenSettled(() => {
      stopLoading = loadWhenOnline(
        () => import('./pwa-tray'),
        (module) => setTray(() => module.PwaTray),
      );
    });
    return () => {
      stopWaiting();
      stopLoading?.();
    };
  }, []);
  return Tray ? <Tray {...props} /> : null;
}
