// What the signed-in account's navigation shows on the page at hand, or null when it shows nothing.
import type { ModuleName, RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useLocation } from '@callout/router';
import { useMemo } from 'react';
import { useSessionRole, useSessionToken } from '../../../lib/use-session';
import {
  type AreaEntry,
  type AreaMenu,
  areaMenuFor,
  currentEntry,
  ownArea,
  registerMenuLabels,
} from '../area-menu';
import { useEmailVerified } from './use-email-verified';

/** The page's place: who may open it, and which module draws it (none for the shell's own pages). */
export interface PageArea {
  access: RouteAccess | undefined;
  module: ModuleName | undefined;
}

export interface ShownAreaMenu extends AreaMenu {
  current: AreaEntry | undefined;
}

/**
 * The customer's menu on customer pages for a signed-in customer, the provider's on provider pages for a
 * signed-in provider whose email is verified; nothing on public pages, which keep the top
 * bar alone, or with no session stored.
 */
export function useAreaMenu(manifest: RemotesManifest | null, area: PageArea): ShownAreaMenu | null {
  const role = useSessionRole();
  const token = useSessionToken();
  const { pathname } = useLocation();
  const audience = ownArea(area.access, role);
  const emailVerified = useEmailVerified(audience === 'provider' ? token : null);
  const menus = useMemo(() => {
    registerMenuLabels(manifest);
    return {
      customer: areaMenuFor(manifest, 'customer'),
      provider: areaMenuFor(manifest, 'provider'),
      operator: areaMenuFor(manifest, 'operator'),
    };
  }, [manifest]);

  if (audience === null || (audience === 'provider' && !emailVerified)) return null;
  const shown = menus[audience];
  if (shown.menu.length === 0) return null;
  return { ...shown, current: currentEntry(shown.menu, pathname, area.module) };
}
