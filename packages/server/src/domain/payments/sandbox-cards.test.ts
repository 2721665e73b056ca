import { describe, expect, it } from 'vitest';
import { checkSandboxCard } from './sandbox-cards';

const now = new Date('2025-07-11T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') =>
  checkSandboxCard({ number, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it('approves the success card, with or without spaces', () => {
    expect(card('4242424242424242')).toEqual({ ok: true, last4: '4242', brand: 'visa' });
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', brand: 'visa' });
    expect(card('378282246310005', '01/27', '1234')).toEqual({ ok: true, last4: '0005', brand: 'amex' });
    expect(card('5555555555554444')).toMatchObject({ ok: true, brand: 'mastercard' });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ])('declines %s with Stripe’s message', (number, message) => {
    expect(card(number)).toMatchObject({ ok: false, message });
  });

  it('treats the authentication card as authenticated', () => {
    expect(card('4000002500003155')).toMatchObject({ ok: true });
  });

  it('refuses malformed input and real card numbers', () => {
    expect(card('4242424242424241')).toMatchObject({ ok: false, code: 'invalid_number' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ ok: false, code: 'invalid_expiry' });
    expect(card('4242424242424242', '06/25')).toMatchObject({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(card('4242424242424242', '07/25')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ ok: false, code: 'invalid_cvc' });
    // A Luhn-valid number that is not a test card.
    expect(card('4111111111111111')).toMatchObject({ ok: false, code: 'card_declined' });
  });

  it("ends a card's month when the month ends in London", () => {
    const at = (instant: string, expiry: string) =>
      checkSandboxCard({ number: '4242424242424242', expiry, cvc: '123' }, new Date(instant)).ok;
    // 23:30 UTC on 30 September is 00:30 BST on 1 October: a card good to September has expired.
    expect(at('2026-09-30T23:30:00Z', '09/26')).toBe(false);
    // 23:30 UTC on 31 October is 23:30 GMT: still October.
    expect(at('2026-10-31T23:30:00Z', '10/26')).toBe(true);
  });
});
