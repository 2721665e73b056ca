import { addressLinesSchema } from '@callout/contracts/booking';
import { newReviewInputSchema } from '@callout/contracts/orders';
import { updateServiceAreaInputSchema } from '@callout/contracts/service-area';
import { emailSchema, passwordsMismatchMessage } from '@callout/contracts/validation';
import { checkText, loadCheckTexts, useCheckText } from '@callout/i18n/check-texts';
import { setLanguage } from '@callout/i18n/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setUpTests } from './testing';

setUpTests({ namespaces: {} });

afterEach(async () => {
  await setLanguage('en-GB');
});

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const checked = schema.safeParse(value);
  return checked.success ? '' : (checked.error.issues[0]?.message ?? '');
};

describe("a contract's check message", () => {
  it("stays the contract's English words for an English reader", async () => {
    await loadCheckTexts();
    expect(checkText(firstMessage(emailSchema, 'not an email'))).toBe('Please input a valid email address');
    expect(checkText(passwordsMismatchMessage)).toBe('🔔 Passwords do not match.');
    expect(checkText(firstMessage(addressLinesSchema, { AddressLine1: '', Town: 'Leeds' }))).toBe(
      'Enter the house number and street.',
    );
  });

  it('is Polish for a Polish reader, values and all', async () => {
    await setLanguage('pl-PL');
    await loadCheckTexts();
    expect(checkText(firstMessage(emailSchema, 'not an email'))).toBe('Wpisz poprawny adres e-mail');
    expect(checkText(passwordsMismatchMessage)).toBe('🔔 Hasła nie są takie same.');
    const review = firstMessage(newReviewInputSchema.shape.review, 'x'.repeat(1001));
    expect(review).toBe('Please keep the review under 1000 characters');
    expect(checkText(review)).toBe('Opinia może mieć najwyżej 1000 znaków');
    const street = firstMessage(addressLinesSchema, { AddressLine1: 'x'.repeat(500), Town: 'Leeds' });
    expect(checkText(street)).toMatch(/^Numer domu i ulica mogą mieć najwyżej \d+ znaków\.$/);
    const radius = firstMessage(updateServiceAreaInputSchema.shape.radius, '9999');
    expect(checkText(radius)).toMatch(/^Wybierz promień od \d+ do \d+ mil, w pełnych milach\.$/);
  });

  it('writes a figure of a message as the language writes it', async () => {
    await setLanguage('pl-PL');
    await loadCheckTexts();
    expect(checkText('The note must be 1,000 characters or fewer.')).toBe(
      'Notatka może mieć najwyżej 1000 znaków.',
    );
  });

  it('keeps a message the texts lack as the contract words it', async () => {
    await setLanguage('pl-PL');
    await loadCheckTexts();
    expect(checkText('A message no contract gives.')).toBe('A message no contract gives.');
  });
});

function Form() {
  const text = useCheckText();
  return <p role="alert">{text(passwordsMismatchMessage)}</p>;
}

describe('useCheckText', () => {
  it('loads the texts for a form shown in Polish and shows it again in them', async () => {
    await setLanguage('pl-PL');
    render(<Form />);
    expect(await screen.findByText('🔔 Hasła nie są takie same.')).toBeTruthy();
    await act(() => setLanguage('en-GB'));
    expect(screen.getByRole('alert').textContent).toBe('🔔 Passwords do not match.');
  });
});
