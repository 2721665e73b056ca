// The contract this module exposes to the shell as `./module`.
import type { ModuleContract } from '@callout/contracts/module-contract';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/provider.json';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';
import { pageFor, preloadPageAt } from './routes';

/**
 * The module's styles travel inside its JavaScript and are added once when the contract loads: a
 * federated module has no index.html of its own to link a stylesheet from.
 */
function addStyles() {
  if (typeof document === 'undefined' || document.getElementById('mf-provider-styles')) return;
  const style = document.createElement('style');
  style.id = 'mf-provider-styles';
  style.textContent = moduleStyles;
  document.head.append(style);
}

const contract: ModuleContract = {
  name: descriptor.name,
  namespace: descriptor.namespace,
  menu: [...descriptor.menu],
  routes: descriptor.routes.map((route) => ({ ...route, Component: pageFor(route.path) })),
  registerTranslations: () => {
    addNamespace(descriptor.namespace, resources);
    addStyles();
  },
};

// The shell loads this contract to show one of its routes: that screen's code starts loading now.
if (typeof window !== 'undefined') preloadPageAt(window.location.pathname);

export default contract;
