// The account a page is drawn for on the server (server-render.tsx): a signed-in page is drawn with the
// module's HTML in place of the module, for the account whose session came with the request. Null in the
// browser, where the stored session decides, as always.
import type { AccountType } from '@callout/api-client/session-storage';
import { createContext, useContext } from 'react';

export const DrawnSessionContext = createContext<AccountType | null>(null);

export const useDrawnSession = (): AccountType | null => useContext(DrawnSessionContext);

/** Whether the provider a page is drawn for has verified their email (the tabs show only then). */
export const DrawnEmailVerifiedContext = createContext(false);

export const useDrawnEmailVerified = (): boolean => useContext(DrawnEmailVerifiedContext);

/** Where the module's drawn HTML goes: the shell draws this, the renderer writes the module's page over it. */
export const modulePageMark = '<template data-module-page=""></template>';

export function ModulePageMark() {
  return <template data-module-page="" />;
}
