import { rendererConfig } from '@callout/build-config/render';

export default rendererConfig({ name: 'mf-orders', root: import.meta.url });
