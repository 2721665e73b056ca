import { formatMoney } from '@callout/i18n/format';

// The kit's (@callout/module-kit/money), under the path this module's files import.
export { money } from '@callout/module-kit/money';

/** Bid cards always show pounds, whatever the job's currency. */
export const pounds = (amount: number) => formatMoney(amount, 'GBP');
