// The signed-in account's menu and bottom bar, gathered from every module's contract in the
// remotes manifest: each module declares its entries, their places and their labels; the shell draws them.
import type { MenuEntry, ModuleName, RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { addTexts } from '@callout/i18n/i18n';

export type Audience = MenuEntry['audience'];

export interface AreaEntry extends MenuEntry {
  /** The module's i18n namespace, where `labelKey` is. */
  namespace: string;
  module: ModuleName;
}

export interface AreaMenu {
  menu: AreaEntry[];
  bar: AreaEntry[];
}

/** Whose menu a page of `access` shows to the stored session's `role`: only the account's own area's. */
export function ownArea(access: RouteAccess | undefined, role: string): Audience | null {
  if (access === 'customer') return role === 'user' ? 'customer' : null;
  if (access === 'provider' || access === 'operator') return role === access ? access : null;
  return null;
}

/** The manifest's entries for `audience`: the menu by `order`, the bottom bar by `bar`. */
export function areaMenuFor(manifest: RemotesManifest | null, audience: Audience): AreaMenu {
  const entries = (manifest?.remotes ?? []).flatMap((remote) =>
    remote.menu
      .filter((entry) => entry.audience === audience)
      .map((entry) => ({ ...entry, namespace: remote.namespace, module: remote.name })),
  );
  return {
    menu: entries.toSorted((a, b) => a.order - b.order),
    bar: entries.filter((entry) => entry.bar !== undefined).toSorted((a, b) => (a.bar ?? 0) - (b.bar ?? 0)),
  };
}

/** Each module's menu labels in every language, so the menu reads right before the module itself is loaded. */
export function registerMenuLabels(manifest: RemotesManifest | null): void {
  for (const remote of manifest?.remotes ?? []) {
    if (remote.menuLabels) addTexts(remote.namespace, remote.menuLabels);
    for (const [language, { menuLabels }] of Object.entries(remote.translatedTexts ?? {})) {
      addTexts(remote.namespace, menuLabels, language);
    }
  }
}

const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The entry a page belongs to: the one whose address holds the page's (/profile/locations is Profile); else,
 * on a page of a module with one entry (an order's details, a support chat), that module's entry. An
 * address that starts others' (the provider's home, /provider) holds only itself.
 */
export function currentEntry(
  entries: readonly AreaEntry[],
  pathname: string,
  module: ModuleName | undefined,
): AreaEntry | undefined {
  const startsOthers = (entry: AreaEntry) =>
    entries.some((other) => other !== entry && within(other.to, entry.to));
  const holding = entries.find((entry) =>
    startsOthers(entry) ? pathname === entry.to : within(pathname, entry.to),
  );
  if (holding) return holding;
  const ofModule = entries.filter((entry) => entry.module === module);
  return ofModule.length === 1 ? ofModule[0] : undefined;
}
