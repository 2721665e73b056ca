// The kit's HTTP client (@callout/module-kit/api): this module's build carries its own instance of it.
export { api } from '@callout/module-kit/api';
