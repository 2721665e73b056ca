// False while the server draws a page and while the app takes a server-drawn page over (main.tsx), true
// from the render after that, and from the start on a page the app draws itself.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
