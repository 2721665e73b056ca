// How the sandbox gateway answers a card: Stripe's published test card numbers behave as they do in
// Stripe's test mode, with Stripe's own decline messages. Any other number is refused, so a real card
// number typed into the sandbox is never "charged".
import { londonDate } from '@callout/contracts/london-time';

export type CardCheck =
  | { ok: true; last4: string; brand: string }
  | { ok: false; code: string; message: string };

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY */
  expiry: string;
  cvc: string;
}

const declines: Readonly<Record<string, [code: string, message: string]>> = {
  '4000000000000002': ['card_declined', 'Your card was declined.'],
  '4000000000009995': ['insufficient_funds', 'Your card has insufficient funds.'],
  '4000000000009987': ['lost_card', 'Your card was declined.'],
  '4000000000009979': ['stolen_card', 'Your card was declined.'],
  '4000000000000069': ['expired_card', 'Your card has expired.'],
  '4000000000000127': ['incorrect_cvc', "Your card's security code is incorrect."],
  '4000000000000119': [
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
};

// Cards Stripe's test mode accepts. The 3-D Secure cards (…3155, …3220) are accepted as if the customer
// passed the bank's check: the sandbox has no bank to ask.
const approved = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
  '4000002500003155',
  '4000000000003220',
  '4000008260000000',
]);

/** The brand Stripe reports for a card number, by its leading digits. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return "Your card's expiration date is incomplete.";
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  // Good to the end of its month, as the month is in London.
  const expires = `${year}-${String(month).padStart(2, '0')}`;
  return expires < londonDate(now).slice(0, 7) ? "Your card's expiration date is in the past." : null;
}

export function checkSandboxCard(card: CardInput, now = new Date()): CardCheck {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, code: 'invalid_expiry', message: expiry };
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  const cvc = card.cvc.trim();
  if (cvc.length !== cvcLength || !/^\d+$/.test(cvc)) {
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is incomplete." };
  }
  const decline = declines[number];
  if (decline) return { ok: false, code: decline[0], message: decline[1] };
  if (!approved.has(number)) {
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. The sandbox only accepts test cards such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true, last4: number.slice(-4), brand: cardBrand(number) };
}
