// The contract this module exposes to the shell as `./module`.
import type { ModuleContract } from '@callout/contracts/module-contract';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/orders.json';
import { descriptor } from './descriptor';
import { pageFor } from './routes';

const contract: ModuleContract = {
  name: descriptor.name,
  namespace: descriptor.namespace,
  menu: [...descriptor.menu],
  routes: descriptor.routes.map((route) => ({ ...route, Component: pageFor(route.path) })),
  registerTranslations: () => addNamespace(descriptor.namespace, resources),
};

export default contract;
