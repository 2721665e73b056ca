// Credentials that expire, at a phone's width (390) and a desktop's (1366): James Whitfield's Gas Safe
// registration is required for the Boiler service. While it is current the customer's providers step offers him
// with its badge and his bid panel shows a published boiler job; when the server's clock (a demo server's,
// moved by POST /dev/clock) reaches its expiry day both lose it; once an operator verifies his renewal both
// have it again.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { operatorToken, signedInAs, storeSession } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { answerDialogs, apiAs, isoDateIn, londonDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const james = { id: 'PRV-DEMO000002', name: 'James Whitfield', email: 'james.whitfield@example.com' };
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Credential {
  CredentialID: number;
  Name: string;
  Expires: string | null;
  Current: boolean;
}

async function jamesToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/provider/login', {
    form: { email: james.email, password: 'Provider#2025' },
  });
  const token = ((await response.json()) as { data?: { Token?: string } }).data?.Token;
  if (!token) throw new Error('James could not sign in');
  return token;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function moveClock(request: APIRequestContext, days: number): Promise<string> {
  const response = await request.post('/dev/clock', { form: { days: String(days) } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { Today: string } }).data.Today;
}

/** Location → Plumbing → Installation → Boiler service, to the providers step. */
async function toBoilerProviders(page: Page) {
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Plumbing/ }).click();
  await page.getByRole('button', { name: /^Installation/ }).click();
  await page.getByRole('button', { name: /^Boiler service/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

async function providerPage(browser: Browser, size: (typeof sizes)[number], token: string) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    geolocation: { latitude: 51.47, longitude: -0.07 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await storeSession(page, token, 'provider');
  return page;
}

/**
 * The boiler jobs in James's bid panel, opened afresh, and how many the server listed in the answer the
 * panel drew (opening clears the list and loads it again).
 */
async function boilerJobs(page: Page) {
  await page.goto('/provider');
  const answer = page.waitForResponse((response) =>
    response.url().includes('/api/provider/BidOpportunities'),
  );
  await page.getByRole('button', { name: 'Find Jobs', exact: true }).click();
  const body = (await (await answer).json()) as { data?: Array<{ Specifics: string; Price: number }> };
  const listed = (body.data ?? []).filter(
    (job) => job.Specifics === 'Installation' && job.Price === 90,
  ).length;
  const panel = page.getByRole('complementary', { name: 'Bid published jobs' });
  return { shown: panel.getByRole('listitem').filter({ hasText: /£90/ }), listed };
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an expired Gas Safe registration takes the gas products off the list and the bid panel until renewed', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000);
      answerDialogs(page);
      const token = await jamesToken(request);
      const jamesApi = apiAs(request, 'provider', token);
      const mine = await jamesApi.get('credentials');
      const { Credentials, Kinds } = mine.body.data as {
        Credentials: Credential[];
        Kinds: Array<{ KindID: number; Name: string }>;
      };
      const gasSafe = Credentials.filter((c) => c.Name === 'Gas Safe registered' && c.Current);
      const lastDay = gasSafe
        .map((c) => c.Expires ?? '')
        .sort()
        .at(-1);
      if (!lastDay) throw new Error('James holds no current Gas Safe registration');

      try {
        // Current: offered with the badge, and a published boiler job reaches the bid panel.
        const { token: customerToken } = await signedInAs(page, request, 'user');
        await toBoilerProviders(page);
        const card = page.getByRole('listitem').filter({ hasText: james.name });
        await expect(card.getByText(/^Gas Safe registered, checked \d{1,2} \w+ \d{4}$/)).toBeVisible();
        const job = await apiAs(request, 'user', customerToken).post('requestservice', {
          prodid: String(
            (
              (
                await apiAs(request, 'user', customerToken).post('products', {
                  category: 'Plumbing',
                  specifics: 'Installation',
                  search: 'Boiler',
                })
              ).body.data as Array<{ Id: string }>
            )[0]?.Id,
          ),
          zipcode: 'SE1 7PB',
          address: '1 Waterloo Road, London',
          scheduled: londonDateIn(2),
          provider: 'BID',
        });
        expect(job.body.success, job.body.message).toBe(true);
        const provider = await providerPage(browser, size, token);
        const before = await boilerJobs(provider);
        expect(before.listed).toBeGreaterThan(0);
        await expect(before.shown.first()).toBeVisible({ timeout: 20_000 });

        // The expiry day: gone from the customer's list and from the bid panel.
        const today = await moveClock(request, daysBetween(londonDateIn(0), lastDay));
        expect(today).toBe(lastDay);
        await page.reload();
        await expect(page.getByText('No providers available')).toBeVisible();
        await expect(page.getByRole('button', { name: `Choose ${james.name}` })).toHaveCount(0);
        const gone = await boilerJobs(provider);
        expect(gone.listed).toBe(0);
        await expect(gone.shown).toHaveCount(0);

        // The renewal, once an operator verifies it, brings both back.
        const kind = Kinds.find((k) => k.Name === 'Gas Safe registered');
        const added = await jamesApi.post('credentials', {
          kind: String(kind?.KindID),
          number: '512345',
          expires: londonDateIn(daysBetween(londonDateIn(0), today) + 1),
          document: png,
        });
        expect(added.body.success, added.body.message).toBe(true);
        const renewal = (added.body.data as Credential).CredentialID;
        const verified = await request.post(`/api/ops/credentials/${renewal}/review`, {
          headers: { Authorization: `Bearer ${await operatorToken(request)}` },
          form: { status: 'VERIFIED' },
        });
        expect(verified.status()).toBe(200);
        await page.reload();
        await expect(page.getByRole('button', { name: `Choose ${james.name}` })).toBeVisible();
        const back = await boilerJobs(provider);
        expect(back.listed).toBeGreaterThan(0);
        await expect(back.shown.first()).toBeVisible({ timeout: 20_000 });
        await provider.context().close();
      } finally {
        await moveClock(request, 0);
      }
    });
  });
}
