// The screen for each route of the descriptor; customers and providers share screens, told apart by role.

import { retriedLazy } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import type { AccountType } from '../config/paths';
import type { ModulePath } from './descriptor';

const SupportCasesPage = retriedLazy(async () => ({
  default: (await import('../features/support-cases/components/support-cases-page')).SupportCasesPage,
}));
const SupportChatPage = retriedLazy(async () => ({
  default: (await import('../features/support-chat/components/support-chat-page')).SupportChatPage,
}));

const screens: Record<
  ModulePath,
  { Screen: typeof SupportCasesPage | typeof SupportChatPage; accountType: AccountType }
> = {
  '/support': { Screen: SupportCasesPage, accountType: 'user' },
  '/support-chat/:id': { Screen: SupportChatPage, accountType: 'user' },
  '/provider/support': { Screen: SupportCasesPage, accountType: 'provider' },
  '/provider/chat/:id': { Screen: SupportChatPage, accountType: 'provider' },
};

export function pageFor(path: ModulePath): ComponentType {
  const { Screen, accountType } = screens[path];
  return function ModulePage() {
    return <Screen accountType={accountType} />;
  };
}
