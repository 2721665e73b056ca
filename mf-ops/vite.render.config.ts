import { rendererConfig } from '@callout/build-config/render';

export default rendererConfig({ name: 'mf-ops', root: import.meta.url });
