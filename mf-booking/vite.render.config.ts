import { rendererConfig } from '@callout/build-config/render';

export default rendererConfig({ name: 'mf-booking', root: import.meta.url });
