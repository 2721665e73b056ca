// `pnpm dev` serves every module: each module's first route (its first menu entry's page), opened as the
// demo account it is for, shows the module's page, with no error on the page.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { storeSession } from '../support/accounts';

/** The demo accounts (demo mode seeds them) and where each signs in. */
const demoAccounts = {
  customer: { login: '/api/login', email: 'customer@example.com', password: 'Customer#2025', type: 'user' },
  provider: {
    login: '/api/provider/login',
    email: 'amara.okafor@example.com',
    password: 'Provider#2025',
    type: 'provider',
  },
  operator: {
    login: '/api/operator/login',
    email: 'operator@example.com',
    password: 'Operator#2025',
    type: 'operator',
  },
} as const;

type Access = keyof typeof demoAccounts;

/** What this check reads of /remotes.json. */
interface RemotesManifest {
  remotes: {
    name: string;
    routes: { path: string; access?: Access | 'public' }[];
    menu?: { to: string }[];
  }[];
}

const manifest = async (baseURL: string): Promise<RemotesManifest> => {
  const api = await playwrightRequest.newContext({ baseURL });
  const answer = await api.get('/remotes.json');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as RemotesManifest;
  await api.dispose();
  return body;
};

test('every module is served, and its first route opens', async ({ browser, baseURL }) => {
  const { remotes } = await manifest(baseURL ?? '');
  expect(remotes.map((remote) => remote.name).sort()).toEqual([
    'mf-booking',
    'mf-ops',
    'mf-orders',
    'mf-provider',
    'mf-support',
  ]);
  for (const remote of remotes) {
    const first = remote.menu?.[0]?.to ?? remote.routes[0]?.path ?? '';
    const route = remote.routes.find((candidate) => candidate.path === first);
    const access = route?.access ?? 'public';
    await test.step(`${remote.name}: ${first}`, async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      if (access !== 'public') {
        const account = demoAccounts[access];
        const answer = await page.request.post(account.login, {
          form: { email: account.email, password: account.password },
        });
        const token = ((await answer.json()) as { data?: { Token?: string } }).data?.Token;
        expect(token, `${account.email} signs in`).toBeTruthy();
        await storeSession(page, token ?? '', account.type);
      }
      const moduleServed = page.waitForResponse(
        (response) => response.url().includes(`/${remote.name}/`) && response.ok(),
        { timeout: 90_000 },
      );
      await page.goto(first);
      await moduleServed;
      // The module's page, or the shell's notice that it could not be loaded: whichever comes first.
      const unavailable = page.getByText('This part of Callout could not be loaded');
      await expect(page.locator('main h1').or(unavailable).first()).toBeVisible();
      await expect(unavailable).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(page.url()).toContain(first);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
