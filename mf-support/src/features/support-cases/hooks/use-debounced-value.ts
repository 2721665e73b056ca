// The kit's hook (@callout/module-kit/use-debounced-value), under the path this module's files import.
export { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
