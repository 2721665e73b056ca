import { currencySymbol } from '@callout/contracts/constants';
import { formatMoney } from '@callout/i18n/format';

/** Money through Intl; a currency code Intl does not know falls back to the spec's symbol table. */
export function money(amount: number, currency: string | null | undefined = 'GBP'): string {
  try {
    return formatMoney(amount, currency || 'GBP');
  } catch {
    return `${currencySymbol(currency)}${amount.toFixed(2)}`;
  }
}
