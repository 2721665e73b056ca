// Money and times as the company's mail writes them: pounds (or the order's currency) and London's clock.
import { businessTimeZone } from '@callout/contracts/london-time';

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "24 November 2026 at 20:15", in London whatever the server's zone. */
export const londonDateTimeText = (instant: Date): string => londonDateTime.format(instant);

export const moneyText = (currency: string, minor: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
