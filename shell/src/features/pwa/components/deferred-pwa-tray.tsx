// The tray (update prompt, install offer) mounts once the page has settled (lib/when-idle.ts): it
// brings workbox-window and nothing in it can be needed sooner (an update is found by the worker, which
// registers at the same time; the install offer is captured from startup by install-prompt.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenSettled } from '../../../lib/when-idle';
import type { UpdatePromptProps } from './update-prompt';

const PwaTray = lazy(async () => ({ default: (await import('./pwa-tray')).PwaTray }));

export function DeferredPwaTray(props: UpdatePromptProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenSettled(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <PwaTray {...props} />
    </Suspense>
  );
}
