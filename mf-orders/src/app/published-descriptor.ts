// The descriptor as the build publishes it in module.json (vite.config.ts): the routes and menu with their
// page titles and menu labels in English. The contract leaves these texts out (descriptor.ts): the shell has
// them from module.json before it loads the module.
import { withTexts } from '@callout/contracts/menu-labels';
import type { ModuleDescriptor } from '@callout/contracts/module-contract';
import resources from '@callout/i18n/locales/en-GB/orders.json';
import { descriptor } from './descriptor';

export const publishedDescriptor = withTexts(resources, descriptor) satisfies ModuleDescriptor;
