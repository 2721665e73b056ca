import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/test-utils';
import StripeCardForm from './stripe-card-form';

// Stripe.js and Elements only run against Stripe's servers; these stand-ins answer as Stripe would.
const stripe = { confirmCardPayment: vi.fn() };
let cardElement: object | null = {};
const cardOptions = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.resolve(stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: ({ options }: { options: unknown }) => {
    cardOptions(options);
    return <div data-testid="card" />;
  },
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => cardElement }),
}));

function renderForm() {
  const onOutcome = vi.fn();
  render(
    <StripeCardForm
      publicKey="pk_test_1"
      clientSecret="pi_1_secret"
      payLabel="Pay £150.00"
      onOutcome={onOutcome}
      mayPay={() => true}
    />,
  );
  return onOutcome;
}

beforeEach(() => {
  stripe.confirmCardPayment.mockReset();
  cardElement = {};
});

describe('the Stripe card form', () => {
  it('hides the postal code and confirms the card with the client secret', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
    const onOutcome = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £150.00' }));
    expect(cardOptions).toHaveBeenCalledWith({ hidePostalCode: true });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', {
      payment_method: { card: cardElement },
    });
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'status', status: 'requires_capture' });
  });

  it("passes on Stripe's words for a declined card", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onOutcome = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £150.00' }));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('reports a missing card field and an unexpected failure in the spec words', async () => {
    cardElement = null;
    const onOutcome = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £150.00' }));
    expect(onOutcome).toHaveBeenLastCalledWith({ kind: 'problem', message: 'Card element not found.' });
    cardElement = {};
    stripe.confirmCardPayment.mockRejectedValue(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay £150.00' }));
    expect(onOutcome).toHaveBeenLastCalledWith({ kind: 'problem', message: 'An unexpected error occurred.' });
  });
});
