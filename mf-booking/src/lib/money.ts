// The kit's (@callout/module-kit/money), under the path this module's files import.
export { money } from '@callout/module-kit/money';
