// The provider's Credentials page, at a phone's width (390) and a desktop's (1366): James Whitfield, the demo
// provider, opens it from Manage Profile and sees his verified Gas Safe registration with the register's link,
// adds his renewal through the form with a picture of it, and sees it waiting for check; once an operator
// verifies it (through the API, as the console does), the page shows it verified.
import { expect, test } from '@playwright/test';
import { operatorToken, storeSession } from '../support/accounts';
import { answerDialogs, apiAs, londonDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const james = { email: 'james.whitfield@example.com', password: 'Provider#2025' };
/** A one-pixel PNG: what the provider's photo of the certificate stands for. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('James adds his Gas Safe renewal, sees it waiting, then verified', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const login = await request.post('/api/provider/login', { form: james });
      const token = ((await login.json()) as { data?: { Token?: string } }).data?.Token;
      if (!token) throw new Error('James could not sign in');
      await storeSession(page, token, 'provider');
      // Unique per run, per width and per repeat: the number, and a day a year or two ahead.
      const number = `GS-${size.width}-${testInfo.repeatEachIndex}-${Math.random().toString(36).slice(2, 8)}`;
      const expires = londonDateIn(400 + Math.floor(Math.random() * 300) + (size.width === 390 ? 0 : 1));

      // From Manage Profile to the page.
      await page.goto('/provider/profile');
      await page
        .getByRole('navigation', { name: 'Manage Profile' })
        .getByRole('link', { name: 'Credentials' })
        .click();
      await expect(page).toHaveURL('/provider/credentials');
      await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();

      const gasSafe = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Gas Safe registered' }) });
      const verified = gasSafe.filter({ hasText: /Verified, checked \d{1,2} \w+ \d{4}/ }).first();
      await expect(verified).toBeVisible();
      await expect(verified.getByText('Issued by Gas Safe Register')).toBeVisible();
      await expect(verified.getByRole('link', { name: /Gas Safe Register public register/ })).toBeVisible();

      // The renewal, through the form.
      const form = page.getByRole('region', { name: 'Add a credential' });
      await form.getByLabel('Credential', { exact: true }).selectOption({ label: 'Gas Safe registered' });
      await form.getByLabel('Registration or policy number').fill(number);
      await form.getByLabel('Expiry date').fill(expires);
      await form.getByLabel('Picture or PDF of the credential').setInputFiles({
        name: 'gas-safe-renewal.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await expect(form.getByText('Chosen: gas-safe-renewal.png')).toBeVisible();
      await form.getByRole('button', { name: 'Send for checking' }).click();
      await expect(form.getByText('Credential sent for checking.')).toBeVisible();
      const renewal = gasSafe.filter({ hasText: number });
      await expect(renewal.getByText('Waiting for check')).toBeVisible();
      const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${expires}T12:00:00Z`),
      );
      await expect(renewal.getByText(day)).toBeVisible();
      // Sent, the form is empty for the next one.
      await expect(form.getByLabel('Credential', { exact: true })).toHaveValue('');

      // An operator verifies it beside its document.
      const mine = await apiAs(request, 'provider', token).get('credentials');
      const added = (
        mine.body.data as { Credentials: Array<{ CredentialID: number; Number: string | null }> }
      ).Credentials.find((credential) => credential.Number === number);
      expect(added, 'the renewal is listed to James').toBeDefined();
      const review = await request.post(`/api/ops/credentials/${added?.CredentialID}/review`, {
        headers: { Authorization: `Bearer ${await operatorToken(request)}` },
        form: { status: 'VERIFIED' },
      });
      expect(review.status()).toBe(200);

      await page.reload();
      await expect(renewal.getByText(/^Verified, checked \d{1,2} \w+ \d{4}$/)).toBeVisible();
    });
  });
}
