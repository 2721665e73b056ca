// The cancel confirmation's words for why cancelling costs what it costs and what comes back, in en-GB and
// pl-PL: inside the 14-day right to cancel the work begun without the express request costs nothing, and
// with it the customer pays for the part done (a job priced per hour: the time worked).
import type { CancelCost } from '@callout/contracts/cancel-cost';
import english from '@callout/i18n/locales/en-GB/orders.json';
import polish from '@callout/i18n/locales/pl-PL/orders.json';
import { describe, expect, it } from 'vitest';
import { moneyBack, whyItCosts } from './cancel-order-dialog';

type Texts = Record<string, unknown>;
type Translate = Parameters<typeof whyItCosts>[0];

/** A `t` over one language's file: the key's words with their values put in. */
function translator(texts: Texts): Translate {
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const words = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    if (typeof words !== 'string') throw new Error(`no text for ${key}`);
    return words.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
  return t as unknown as Translate;
}

const noRequest: CancelCost = {
  Cost: 0,
  Currency: 'GBP',
  Reason: 'server words',
  Basis: 'no-express-request',
  WithinRight: true,
  StartRequested: false,
  Paid: 80,
  Refund: 80,
};
const hoursWorked: CancelCost = {
  Cost: 50,
  Currency: 'GBP',
  Reason: 'server words',
  Basis: 'time-worked',
  WithinRight: true,
  StartRequested: true,
  Quarters: 5,
  Paid: 0,
  Refund: 0,
};

describe('why cancelling costs what it costs', () => {
  it('in en-GB: nothing for work begun without the request, and the whole payment back', () => {
    const t = translator(english);
    expect(whyItCosts(t, noRequest)).toBe(
      'The work began within your 14 days to cancel, and you had not asked for it to start then: you pay nothing for the work done.',
    );
    expect(moneyBack(t, noRequest)).toBe('You get back £80.00 to your card.');
  });

  it('in en-GB: the time worked, at the request, paid with Make Payment', () => {
    const t = translator(english);
    expect(whyItCosts(t, hoursWorked)).toBe(
      'You asked for the work to start within your 14 days to cancel: you pay for the part done, the time worked so far (75 min).',
    );
    expect(moneyBack(t, hoursWorked)).toBe(
      'Nothing has been taken from your card: you pay £50.00 with Make Payment.',
    );
    expect(whyItCosts(t, { ...hoursWorked, WithinRight: false })).toBe(
      'The job has started: you pay for the time worked so far (75 min).',
    );
  });

  it('in pl-PL, both cases', () => {
    const t = translator(polish);
    expect(whyItCosts(t, noRequest)).toContain('nie płacisz nic za wykonaną pracę');
    expect(moneyBack(t, noRequest)).toBe('Na Twoją kartę wraca £80.00.');
    expect(whyItCosts(t, hoursWorked)).toContain('dotychczasowy czas pracy (75 min)');
    expect(moneyBack(t, hoursWorked)).toBe(
      'Nic nie zostało pobrane z Twojej karty: zapłacisz £50.00 przez Zapłać.',
    );
  });

  it("shows an older server's own words for a charge when it sends no basis", () => {
    const t = translator(english);
    expect(whyItCosts(t, { Cost: 20, Currency: 'GBP', Reason: 'The job has started.' })).toBe(
      'The job has started.',
    );
    expect(whyItCosts(t, { Cost: 0, Currency: 'GBP', Reason: 'free' })).toBeNull();
    expect(moneyBack(t, { Cost: 20, Currency: 'GBP', Reason: 'x' })).toBeNull();
  });
});
