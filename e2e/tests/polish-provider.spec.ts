// A provider whose browser speaks Polish, at a phone's width (390) and a desktop's (1366): the app starts in
// Polish from the browser's languages and every step is taken through the Polish screens. They sign up,
// confirm the code from a Polish mail, pass KYC (the demo operator verifies it), offer a service (the
// operator approves it), open their schedule and bid on a job an English (en-GB) customer published; the
// customer engages the bid and pays with the sandbox card. The provider's mails and bell notifications are
// in Polish, the customer's mails in English.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  apiPath,
  latestCode,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
} from '../support/accounts';
import { answerDialogs, apiAs, londonDateIn, payWithSandboxCard } from './orders-support';

type Language = 'en-GB' | 'pl-PL';

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** A text of the app or the server in a language, by its dotted key, with `{{name}}` filled in. */
function text(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
  from: 'app' | 'server' = 'app',
): string {
  const folder =
    from === 'app' ? '../../packages/i18n/src/locales' : '../../packages/server/src/infra/texts/locales';
  const file = new URL(`${folder}/${language}/${namespace}.json`, import.meta.url);
  const value = key
    .split('.')
    .reduce<unknown>(
      (at, part) => (at as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${language} ${from} ${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** The Polish text of a key, checked to differ from the English one (so a locator proves Polish shows). */
function pl(namespace: string, key: string, values: Record<string, string> = {}): string {
  const polish = text('pl-PL', namespace, key, values);
  expect(polish, `${namespace}:${key} is the same in both languages`).not.toBe(
    text('en-GB', namespace, key, values),
  );
  return polish;
}

/** A server text (mails, notifications) in a language, up to its first `{{value}}`. */
const serverStart = (language: Language, namespace: string, key: string) =>
  text(language, namespace, key, {}, 'server').split('{{')[0] ?? '';

const escapeRegex = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches; mail goes out in the background, so poll. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} about ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pixelPng });

/** The English customer: a browser context of their own, whose requests ask for British English. */
async function englishCustomer(browser: Browser) {
  const context = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
  });
  const customer = newAccount('user', 'en-customer-pl-pro');
  await registerAccount(context.request, customer);
  const token = await loginToken(context.request, customer);
  return { context, customer, token };
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    // Bidding sends the device's position: the provider's phone is in Westminster and may say so.
    test.use({
      viewport: size,
      locale: 'pl-PL',
      serviceWorkers: 'block',
      geolocation: { latitude: 51.501, longitude: -0.1246 },
      permissions: ['geolocation'],
    });

    test('a Polish provider joins, is verified, offers a service and bids; an English customer engages and pays', async ({
      page,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const suffix = `${size.width}-${testInfo.repeatEachIndex}-${Date.now() % 1_000_000}`;
      const dialogs = answerDialogs(page);
      const provider = newAccount('provider', 'pl-journey');

      // Joins through /join, in Polish from the browser's languages, and signs in.
      await page.goto('/join');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
      await page.getByLabel(pl('shell', 'auth.email')).fill(provider.email);
      await page.getByLabel(pl('shell', 'auth.phone')).fill(provider.phone);
      await page.getByLabel(pl('shell', 'auth.password'), { exact: true }).fill(provider.password);
      await page.getByLabel(pl('shell', 'auth.confirmPassword')).fill(provider.password);
      await page.getByLabel(pl('shell', 'auth.confirmPassword')).press('Enter');
      await expect(page).toHaveURL('/provider/login');
      await page.getByLabel(pl('shell', 'auth.password')).fill(provider.password);
      await page.getByLabel(pl('shell', 'auth.password')).press('Enter');
      await expect(page).toHaveURL('/provider');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl('provider', 'pages.dashboard'));
      // Never having touched a switch, the account keeps the Polish it reads (its mails and pushes follow).
      await expect
        .poll(async () => {
          const login = await request.post(apiPath('provider', 'login'), {
            form: { email: provider.email, password: provider.password },
          });
          return ((await login.json()) as { data?: { Language?: string } }).data?.Language;
        })
        .toBe('pl-PL');

      // Confirms the email with the code from the sign-up mail, which is in Polish.
      const signupSubject = text('pl-PL', 'mails', 'code.signup.subject', {}, 'server');
      const signupMail = await mailTo(request, provider.email, new RegExp(`^${escapeRegex(signupSubject)}$`));
      expect(signupMail.text).toContain(serverStart('pl-PL', 'mails', 'code.is'));
      const code = await latestCode(request, provider.email, new RegExp(`^${escapeRegex(signupSubject)}$`));
      const emailCard = page.getByRole('region', { name: pl('provider', 'email.title') });
      await expect(page.getByRole('region', { name: pl('provider', 'dashboard.verifyTitle') })).toBeVisible();
      await emailCard.getByLabel(pl('provider', 'email.codeLabel')).fill(code);
      await emailCard.getByRole('button', { name: pl('provider', 'email.verify') }).click();
      await expect(emailCard).toHaveCount(0);
      // On a phone the area's links are in the bar at the foot of the screen, on a desktop in the account menu.
      const menu = page.getByRole('navigation', {
        name: size.width < 600 ? pl('shell', 'areaNav.bar') : pl('shell', 'areaNav.menu'),
      });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: pl('provider', 'menu.home') })).toBeVisible();

      // Passes KYC through the Polish form; the demo operator verifies it.
      await page.getByRole('link', { name: pl('provider', 'dashboard.verifyNow') }).click();
      await expect(page).toHaveURL('/provider/verification');
      const fields: [string, string][] = [
        ['kyc.fields.firstName', 'Krzysztof'],
        ['kyc.fields.lastName', `Wiśniewski ${suffix}`],
        ['kyc.fields.organization', 'Wiśniewski Sprzątanie'],
        ['kyc.fields.phone', '07700900456'],
        ['kyc.fields.dob', '1986-03-21'],
        ['kyc.fields.address', '10 Whitehall'],
        ['kyc.fields.province', 'Greater London'],
        ['kyc.fields.country', 'United Kingdom'],
        ['kyc.fields.idno', 'QQ123456C'],
      ];
      for (const [key, value] of fields) {
        await page.getByLabel(text('pl-PL', 'provider-pages', key), { exact: true }).fill(value);
      }
      await page.getByLabel(pl('provider-pages', 'kyc.fields.profileImage')).setInputFiles(png('photo.png'));
      await page.getByLabel(pl('provider-pages', 'kyc.fields.meansOfId')).setInputFiles(png('passport.png'));
      await page.getByLabel(pl('provider-pages', 'kyc.fields.utilityBill')).setInputFiles(png('bill.png'));
      await expect(
        page.getByText(pl('provider-pages', 'kyc.imageChosen', { name: 'bill.png' })),
      ).toBeVisible();
      await page.getByRole('button', { name: pl('provider-pages', 'kyc.submit') }).click();
      await expect(page.getByRole('button', { name: pl('provider-pages', 'kyc.submit') })).toHaveCount(0);
      expect(dialogs).toContain(text('pl-PL', 'api', 'providerMessages.kycSubmitted', {}, 'server'));

      const token = (await page.evaluate(() => localStorage.getItem('serve'))) ?? '';
      const providerApi = apiAs(request, 'provider', token);
      const profile = await providerApi.get('profile');
      const providerId =
        (profile.body.data as { UserData: { PersonnelID: string }[] }).UserData[0]?.PersonnelID ?? '';
      expect(providerId).not.toBe('');
      const operator = { Authorization: `Bearer ${await operatorToken(request)}` };
      const verified = await request.post(`/api/ops/kyc/${providerId}/review`, {
        headers: operator,
        form: { status: 'VERIFIED', note: 'Documents checked' },
      });
      expect(verified.ok(), await verified.text()).toBe(true);
      await page.reload();
      await expect(page.getByText(pl('provider-pages', 'kyc.completed'))).toBeVisible();

      // Offers 'Deep clean' through the Polish services page; the operator approves it.
      await menu.getByRole('link', { name: pl('provider', 'menu.services') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl('provider', 'pages.services'));
      await page.getByRole('button', { name: /^Cleaning/ }).click();
      await page.getByRole('button', { name: /^Domestic/ }).click();
      await page
        .getByLabel(pl('provider-pages', 'services.priceLabel', { product: 'Deep clean' }))
        .fill('150');
      await page
        .getByRole('button', {
          name: pl('provider-pages', 'services.requestFor', { product: 'Deep clean' }),
        })
        .click();
      await expect(page.getByText(serverStart('pl-PL', 'api', 'providerMessages.certCreated'))).toBeVisible();
      expect(dialogs).toContain(pl('provider-pages', 'services.confirmRequest'));
      const pending = (await (
        await request.get('/api/ops/services?status=pending', { headers: operator })
      ).json()) as { data: { RequestID: string; ProviderID: string }[] };
      const requestId = pending.data.find((row) => row.ProviderID === providerId)?.RequestID ?? '';
      const approved = await request.post(`/api/ops/services/${requestId}/review`, {
        headers: operator,
        form: { status: 'ACTIVE' },
      });
      expect(approved.ok(), await approved.text()).toBe(true);

      // Opens the schedule (Active) on the Polish schedule page.
      await page.goto('/provider/schedules');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await page
        .getByLabel(text('pl-PL', 'provider-pages', 'schedule.status'))
        .selectOption({ label: pl('provider-pages', 'schedule.statusActive') });
      await page.getByRole('button', { name: pl('provider-pages', 'schedule.update') }).click();
      await expect(
        page.getByText(text('pl-PL', 'api', 'providerMessages.scheduleUpdated', {}, 'server')),
      ).toBeVisible();

      // The mails of a taken bid and a secured payment switched on (off by default: the bell tells).
      for (const kind of ['BID_ACCEPTED', 'PAYMENT_SECURED']) {
        const switched = await providerApi.post('notificationsettings', { kind, push: 'true', mail: 'true' });
        expect(switched.body.success, switched.body.message).toBe(true);
      }

      // The English customer publishes a job; the provider finds it in the Polish bid panel and bids.
      const { context, customer, token: customerToken } = await englishCustomer(browser);
      const customerApi = apiAs(context.request, 'user', customerToken);
      const products = await customerApi.post('products', {
        category: 'Cleaning',
        specifics: 'Domestic',
        search: 'Deep clean',
      });
      const productId = (products.body.data as { Id: string; Product: string }[]).find(
        (item) => item.Product === 'Deep clean',
      )?.Id;
      // A day of its own for each width and repeat, to tell this job apart in the bid panel (which shows
      // only the postcode's district of an address).
      // A day no other journey publishes on (they use the next few days), so the job's card is the only one.
      const day = londonDateIn(23 + sizes.indexOf(size) + 2 * testInfo.repeatEachIndex);
      const polishDay = new Intl.DateTimeFormat('pl-PL', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`));
      const published = await customerApi.post('requestservice', {
        prodid: String(productId),
        zipcode: 'SW1A 2AA',
        address: `${suffix} Whitehall, London`,
        scheduled: day,
        provider: 'BID',
      });
      expect(published.body.success, published.body.message).toBe(true);
      const orderId = published.body.message;

      await menu.getByRole('link', { name: pl('provider', 'menu.home') }).click();
      await page.getByRole('button', { name: pl('provider', 'bids.findJobs'), exact: true }).click();
      const panel = page.getByRole('complementary', { name: pl('provider', 'bids.title') });
      const job = panel
        .getByRole('list', { name: pl('provider', 'bids.listLabel') })
        .getByRole('listitem')
        .filter({ hasText: polishDay });
      await expect(job.getByText(`150,00\u00a0£ ${pl('provider', 'rate.perJob')}`)).toBeVisible();
      const bidFor = new RegExp(
        `^${escapeRegex(text('pl-PL', 'provider', 'bids.bidFor').split('{{')[0] ?? '')}`,
      );
      await job.getByRole('button', { name: bidFor }).click();
      const withdrawFor = new RegExp(
        `^${escapeRegex(text('pl-PL', 'provider', 'bids.withdrawFor').split('{{')[0] ?? '')}`,
      );
      await expect(job.getByRole('button', { name: withdrawFor })).toBeVisible();

      // The customer engages the bid and pays with the sandbox card.
      const bids = await customerApi.get('findbids', { orderid: orderId });
      expect((bids.body.data as { PersonnelID: string }[]).map((bid) => bid.PersonnelID)).toContain(
        providerId,
      );
      const engaged = await customerApi.get('finalizerequest', { orderid: orderId, personnel: providerId });
      expect(engaged.body.success, engaged.body.message).toBe(true);
      await payWithSandboxCard(context.request, customerToken, orderId);

      // The provider's mails are in Polish ...
      const taken = await mailTo(
        request,
        provider.email,
        new RegExp(`^${escapeRegex(text('pl-PL', 'notices', 'titles.BID_ACCEPTED', {}, 'server'))}$`),
      );
      expect(taken.text).toMatch(/^Cześć Krzysztof,\n\n/);
      expect(taken.text).toContain(`${serverStart('pl-PL', 'notices', 'provider.bidAccepted')}Deep clean`);
      expect(taken.text).toContain(`/provider/details/${orderId}`);
      const paid = await mailTo(
        request,
        provider.email,
        new RegExp(`^${escapeRegex(text('pl-PL', 'notices', 'titles.PAYMENT_SECURED', {}, 'server'))}$`),
      );
      expect(paid.text).toContain(`${serverStart('pl-PL', 'notices', 'provider.paymentSecured')}Deep clean`);
      expect(paid.text).toContain(text('pl-PL', 'mails', 'order.choose', {}, 'server'));

      // ... the customer's in English.
      await mailTo(
        context.request,
        customer.email,
        new RegExp(`^${escapeRegex(text('en-GB', 'mails', 'code.signup.subject', {}, 'server'))}$`),
      );
      const confirmed = await mailTo(
        context.request,
        customer.email,
        new RegExp(`^${escapeRegex(serverStart('en-GB', 'mails', 'order.confirmed.subject'))}Deep clean`),
      );
      expect(confirmed.text).toContain(serverStart('en-GB', 'mails', 'order.confirmed.said'));
      await context.close();

      // The bell on the provider's dashboard tells the same, in Polish.
      await page.goto('/provider');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await page
        .getByRole('button', { name: pl('provider', 'notifications.toggle') })
        .first()
        .click();
      const bell = page.getByRole('region', { name: pl('provider', 'notifications.title') });
      await expect(
        bell.getByText(`${serverStart('pl-PL', 'notices', 'provider.bidAccepted')}Deep clean`),
      ).toBeVisible();
      await expect(
        bell.getByText(`${serverStart('pl-PL', 'notices', 'provider.paymentSecured')}Deep clean`),
      ).toBeVisible();
    });
  });
}
