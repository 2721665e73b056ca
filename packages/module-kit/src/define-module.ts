// The contract a module exposes to the shell as `./module`, assembled from its descriptor, translations,
// styles and screens the same way for every module.
import type { ModuleContract, ModuleDescriptor } from '@callout/contracts/module-contract';
import { addNamespace } from '@callout/i18n/i18n';
import type { Translations } from '@callout/i18n/translations';
import type { ComponentType } from 'react';

/** A descriptor as modules write it (`as const`): readonly lists of the contract's routes and menu. */
type DescriptorLike = {
  readonly name: ModuleDescriptor['name'];
  readonly namespace: string;
  readonly routes: readonly ModuleDescriptor['routes'][number][];
  readonly menu: readonly ModuleDescriptor['menu'][number][];
};

/**
 * The module's styles travel inside its JavaScript and are added once, under `id`, when the contract (or the
 * screens that bring styles of their own) loads: a federated module has no index.html of its own to link a
 * stylesheet from.
 */
export function addStyles(id: string, styles: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = styles;
  document.head.append(style);
}

/**
 * `styles`: the module's style sheet as text (`?inline`), or `undefined` for a module drawn with the shared
 * styles only. `pageFor`: the screen each route of the descriptor shows. `translations`: the namespace's
 * texts by language, of which only the page's language loads (before the module's pages render).
 */
export function defineModule<D extends DescriptorLike>(
  descriptor: D,
  styles: string | undefined,
  pageFor: (path: D['routes'][number]['path']) => ComponentType,
  translations: Translations,
): ModuleContract {
  return {
    name: descriptor.name,
    namespace: descriptor.namespace,
    menu: [...descriptor.menu],
    routes: descriptor.routes.map((route) => ({ ...route, Component: pageFor(route.path) })),
    registerTranslations: () => {
      if (styles !== undefined) addStyles(`${descriptor.name}-styles`, styles);
      return addNamespace(descriptor.namespace, {}, translations);
    },
  };
}
