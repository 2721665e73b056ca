import { rendererConfig } from '@callout/build-config/render';

export default rendererConfig({ name: 'mf-provider', root: import.meta.url });
