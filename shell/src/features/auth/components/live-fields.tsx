// A server-rendered form (server-render.tsx) is on screen before the app can handle it: until the app has
// taken the page over, its fields and buttons are disabled, so nothing is typed that could be lost and the
// browser never sends the form by itself (a GET with the password in the address).
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

export function LiveFields({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset className="live-fields" disabled={!live} aria-busy={!live || undefined}>
      {children}
    </fieldset>
  );
}
