// False while the server renders a page and while the app hydrates a server-rendered page (main.tsx), true
// from the render after that, and from the start on a page the app renders itself.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
