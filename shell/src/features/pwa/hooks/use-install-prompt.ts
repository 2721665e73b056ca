import { useSyncExternalStore } from 'react';
import { canInstall, subscribeInstallPrompt } from '../install-prompt';

export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
}
