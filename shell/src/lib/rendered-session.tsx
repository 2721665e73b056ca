// The account a page is rendered for on the server (server-render.tsx): a signed-in page is rendered with
// the module's HTML in place of the module, for the account whose session came with the request. Null in
// the browser, where the stored session decides, as always.
import type { AccountType } from '@callout/api-client/session-storage';
import { createContext, useContext } from 'react';

export const RenderedSessionContext = createContext<AccountType | null>(null);

export const useRenderedSession = (): AccountType | null => useContext(RenderedSessionContext);

/** Whether the provider a page is rendered for has verified their email (the tabs show only then). */
export const RenderedEmailVerifiedContext = createContext(false);

export const useRenderedEmailVerified = (): boolean => useContext(RenderedEmailVerifiedContext);

/** Where the module's HTML goes: the shell renders this, the renderer writes the module's page over it. */
export const modulePageMark = '<template data-module-page=""></template>';

export function ModulePageMark() {
  return <template data-module-page="" />;
}
