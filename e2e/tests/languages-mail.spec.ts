// In the browser: a provider chooses Polski on their profile and the account keeps it (the login answer
// gives it back); an English customer books them; the provider's mail (from the demo outbox) and the bell
// on their dashboard are in Polish, the customer's mail in English.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  apiPath,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
  storeSession,
} from '../support/accounts';
import { apiAs, payWithSandboxCard, requestService, type Service, services } from './orders-support';

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** A text of a namespace in a language, by its dotted key, from the files the app is built from. */
function text(language: 'en-GB' | 'pl-PL', namespace: string, key: string): string {
  const file = new URL(`../../packages/i18n/src/locales/${language}/${namespace}.json`, import.meta.url);
  const value = key
    .split('.')
    .reduce<unknown>(
      (at, part) => (at as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${language} ${namespace}:${key}`);
  return value;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

const pixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The provider passes KYC, offers Leak repair (approved by the demo operator) and works every day. */
async function bookable(request: APIRequestContext, token: string, suffix: string): Promise<string> {
  const provider = apiAs(request, 'provider', token);
  const kyc = await provider.post('updatekyc', {
    firstName: 'Marek',
    lastName: `Nowak${suffix}`,
    organization: 'Nowak Hydraulika',
    phone: '07700900555',
    dob: '1988-04-12',
    address: '12 Canal Street, London',
    province: 'Greater London',
    country: 'United Kingdom',
    idno: 'QQ123456C',
    profileImage: pixelPng,
    meansOfId: pixelPng,
    utilityBill: pixelPng,
  });
  expect(kyc.body.success, kyc.body.message).toBe(true);
  const profile = await provider.get('profile');
  const providerId =
    (profile.body.data as { UserData: { PersonnelID: string }[] }).UserData[0]?.PersonnelID ?? '';
  const operator = { Authorization: `Bearer ${await operatorToken(request)}` };
  const verified = await request.post(`/api/ops/kyc/${providerId}/review`, {
    headers: operator,
    form: { status: 'VERIFIED', note: 'Documents checked' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);

  const { category, specific, product } = services.leakRepair;
  const products = (await (
    await request.post('/api/products', { form: { category, specifics: specific, search: product } })
  ).json()) as { data: { Id: string; Product: string; MinPrice: number }[] };
  const found = products.data.find((item) => item.Product === product);
  const asked = await provider.post('newcertrequest', {
    id: String(found?.Id),
    price: String(found?.MinPrice),
  });
  expect(asked.body.success, asked.body.message).toBe(true);
  const pending = (await (
    await request.get('/api/ops/services?status=pending', { headers: operator })
  ).json()) as {
    data: { RequestID: string; ProviderID: string }[];
  };
  const requestId = pending.data.find((row) => row.ProviderID === providerId)?.RequestID ?? '';
  const approved = await request.post(`/api/ops/services/${requestId}/review`, {
    headers: operator,
    form: { status: 'ACTIVE' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const schedule = await provider.post('updateschedule', { status: 'ACTIVE', starts: '', ends: '' });
  expect(schedule.body.success, schedule.body.message).toBe(true);
  return providerId;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size, locale: 'en-GB' });

    test("a Polish provider's mail and bell are in Polish, the English customer's mail in English", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const suffix = `${size.width}${testInfo.repeatEachIndex}${Date.now() % 100000}`;
      const pro = newAccount('provider', 'pl-pro');
      await registerAccount(request, pro);
      const token = await loginToken(request, pro);
      await storeSession(page, token, 'provider');

      // Chooses Polski on the profile: the page turns Polish and the account keeps it.
      await page.goto('/provider/profile');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      const panel = page.getByRole('region', { name: text('en-GB', 'common', 'language.label') });
      await panel.getByRole('combobox').selectOption('pl-PL');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
      await expect
        .poll(async () => {
          const login = await request.post(apiPath('provider', 'login'), {
            form: { email: pro.email, password: pro.password },
          });
          return ((await login.json()) as { data?: { Language?: string } }).data?.Language;
        })
        .toBe('pl-PL');

      // Mails of new requests switched on; passes KYC and offers a service.
      const settings = await apiAs(request, 'provider', token).post('notificationsettings', {
        kind: 'DIRECT_REQUEST',
        push: 'true',
        mail: 'true',
      });
      expect(settings.body.success, settings.body.message).toBe(true);
      const providerId = await bookable(request, token, suffix);

      // An English customer books and pays.
      const customer = newAccount('user', 'en-customer');
      await registerAccount(request, customer);
      const customerToken = await loginToken(request, customer);
      const leakRepair: Service = { ...services.leakRepair, provider: providerId } as unknown as Service;
      const orderId = await requestService(request, customerToken, leakRepair);
      await payWithSandboxCard(request, customerToken, orderId);

      const providerMail = await mailTo(request, pro.email, /^Nowa prośba$/);
      expect(providerMail.text).toMatch(/^Cześć Marek,\n\nNowa prośba: Leak repair, /);
      expect(providerMail.text).toContain(`/provider/details/${orderId}`);
      expect(providerMail.text).toContain('W Ustawieniach wybierzesz, jakie maile chcesz dostawać.');
      const customerMail = await mailTo(request, customer.email, /^Booking confirmed: /);
      expect(customerMail.subject).toMatch(/^Booking confirmed: Leak repair on /);
      expect(customerMail.text).toContain('Your booking is confirmed');

      // The bell on the provider's dashboard, in Polish.
      await page.goto('/provider');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await page.getByRole('button', { name: text('pl-PL', 'provider', 'notifications.toggle') }).click();
      const bell = page.getByRole('region', { name: text('pl-PL', 'provider', 'notifications.title') });
      await expect(bell.getByText(/^Nowa prośba: Leak repair, /)).toBeVisible();
      await expect(bell.getByText(/^Płatność zabezpieczona: Leak repair, /)).toBeVisible();
    });
  });
}
