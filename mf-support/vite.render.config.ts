import { rendererConfig } from '@callout/build-config/render';

export default rendererConfig({ name: 'mf-support', root: import.meta.url });
