// The earnings page's totals: what the provider earned this month and last month, in London months (a job
// settled at 00:30 on 1 June in summer is June's, though it is still May in UTC). The server sums them over
// every payout (the first page's Totals); the list on screen may be only its first pages.
import { londonDate } from '@callout/contracts/london-time';
import type { PayoutMonthTotal, PayoutTotals, ProviderPayout } from '@callout/contracts/provider-earnings';

export interface MonthTotal {
  /** YYYY-MM. */
  month: string;
  /** Net per currency, in minor units so sums of pennies stay exact; GBP first, then by code. */
  byCurrency: Array<{ currency: string; netMinor: number }>;
}

/** The London month of an instant, as YYYY-MM. */
export const londonMonth = (instant: Date | string): string => londonDate(new Date(instant)).slice(0, 7);

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * A payout counts in the month it was earned (the job settled), whether it has been sent yet or not: it is
 * owed either way. A reversed payout was taken back, so it counts in neither month.
 */
export const countsTowardsTotals = (payout: ProviderPayout): boolean => payout.Status !== 'REVERSED';

export function monthTotal(payouts: readonly ProviderPayout[], month: string): MonthTotal {
  const sums = new Map<string, number>();
  for (const payout of payouts) {
    if (!countsTowardsTotals(payout) || londonMonth(payout.EarnedAt) !== month) continue;
    sums.set(payout.Currency, (sums.get(payout.Currency) ?? 0) + Math.round(payout.Net * 100));
  }
  const byCurrency = [...sums]
    .map(([currency, netMinor]) => ({ currency, netMinor }))
    .sort(
      (a, b) =>
        Number(b.currency === 'GBP') - Number(a.currency === 'GBP') || a.currency.localeCompare(b.currency),
    );
  return { month, byCurrency };
}

/** This month's and last month's totals, `now` in London. */
export function recentMonthTotals(payouts: readonly ProviderPayout[], now: Date = new Date()) {
  const thisMonth = londonMonth(now);
  return {
    thisMonth: monthTotal(payouts, thisMonth),
    lastMonth: monthTotal(payouts, previousMonth(thisMonth)),
  };
}

export interface RecentTotals {
  thisMonth: MonthTotal;
  lastMonth: MonthTotal;
}

const fromServer = ({ Month, Net }: PayoutMonthTotal): MonthTotal => ({
  month: Month,
  byCurrency: Net.map(({ Currency, Amount }) => ({ currency: Currency, netMinor: Math.round(Amount * 100) })),
});

/**
 * The totals to show for the pages loaded: the server's, from the first page; without them (a copy kept
 * from before the server sent them), summed on the device only when every payout is loaded (the last page
 * has no next), since the first pages' sum would be short. Null when there is nothing right to show.
 */
export function shownTotals(
  pages: readonly { rows: readonly ProviderPayout[]; next: string | null; totals: PayoutTotals | null }[],
  now: Date = new Date(),
): RecentTotals | null {
  const [first] = pages;
  if (!first) return null;
  if (first.totals) {
    return { thisMonth: fromServer(first.totals.ThisMonth), lastMonth: fromServer(first.totals.LastMonth) };
  }
  if (pages.at(-1)?.next) return null;
  return recentMonthTotals(
    pages.flatMap((page) => page.rows),
    now,
  );
}
