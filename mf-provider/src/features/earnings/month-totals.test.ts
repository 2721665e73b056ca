import type { ProviderPayout } from '@callout/contracts/provider-earnings';
import { describe, expect, it } from 'vitest';
import { londonMonth, previousMonth, recentMonthTotals } from './month-totals';

const payout = (EarnedAt: string, Net: number, extra: Partial<ProviderPayout> = {}): ProviderPayout => ({
  OrderID: `ORD-${EarnedAt}`,
  Name: 'Leak repair',
  Gross: Net,
  Fee: 0,
  Net,
  Refunded: 0,
  Currency: 'GBP',
  Status: 'PENDING',
  Schedule: 'WEEKLY',
  EarnedAt,
  PaidAt: null,
  ...extra,
});

describe('earnings totals by London month', () => {
  it('puts a payout in the London month it was earned in, not the UTC one', () => {
    // Summer (BST, UTC+1): 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(londonMonth('2026-06-30T23:30:00Z')).toBe('2026-07');
    expect(londonMonth('2026-06-30T22:59:59Z')).toBe('2026-06');
    // Winter (GMT): London and UTC agree.
    expect(londonMonth('2025-12-31T23:59:59Z')).toBe('2025-12');
    expect(londonMonth('2026-01-01T00:00:00Z')).toBe('2026-01');
  });

  it('steps back a month, over a year end too', () => {
    expect(previousMonth('2026-07')).toBe('2026-06');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('totals this month and last month across the boundary, leaving reversed payouts out', () => {
    const now = new Date('2026-07-15T12:00:00Z');
    const totals = recentMonthTotals(
      [
        payout('2026-07-10T09:00:00Z', 72),
        payout('2026-06-30T23:30:00Z', 0.1), // 1 July in London
        payout('2026-07-02T09:00:00Z', 0.2),
        payout('2026-07-03T09:00:00Z', 50, { Status: 'REVERSED' }),
        payout('2026-06-30T22:30:00Z', 40, { Status: 'PAID' }), // 30 June in London
        payout('2026-05-31T23:30:00Z', 8.5, { Status: 'FAILED' }), // 1 June in London
        payout('2026-05-31T22:30:00Z', 1000), // 31 May: neither month
      ],
      now,
    );
    // Pennies add up exactly: 72 + 0.1 + 0.2, not 72.30000000000001.
    expect(totals.thisMonth).toEqual({ month: '2026-07', byCurrency: [{ currency: 'GBP', netMinor: 7230 }] });
    expect(totals.lastMonth).toEqual({ month: '2026-06', byCurrency: [{ currency: 'GBP', netMinor: 4850 }] });
  });

  it('keeps currencies apart, pounds first', () => {
    const now = new Date('2026-01-05T12:00:00Z');
    const totals = recentMonthTotals(
      [
        payout('2026-01-02T09:00:00Z', 10, { Currency: 'USD' }),
        payout('2026-01-03T09:00:00Z', 20),
        payout('2025-12-31T23:30:00Z', 5),
      ],
      now,
    );
    expect(totals.thisMonth.byCurrency).toEqual([
      { currency: 'GBP', netMinor: 2000 },
      { currency: 'USD', netMinor: 1000 },
    ]);
    expect(totals.lastMonth).toEqual({ month: '2025-12', byCurrency: [{ currency: 'GBP', netMinor: 500 }] });
  });
});
