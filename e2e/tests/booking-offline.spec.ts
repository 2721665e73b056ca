// Offline parity of mf-booking: after one online visit, the demo customer's dashboard, saved
// lists, booking steps and the providers list of the draft open again with the network gone (page and
// service worker), each showing what it showed online and the shell's notice of its age.
import { expect, type Page, test } from '@playwright/test';
import { apiPath, demoCustomer, loginToken, storeSession } from '../support/accounts';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';

takeServiceWorkersOfflineWithThePage();

const savedLocation = 'SW1A 1AA;Westminster, London';
const demoProvider = { id: 'PRV-DEMO000001', name: 'Amara Okafor' };
const ageNotice = /^You're offline, showing what you saw at \d\d:\d\d\.$/;

function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Waits until the page is the app's own (not the server's inert copy) and has loaded what it asks for. */
async function settled(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const pages: { path: string; heading: string; shows: (page: Page) => ReturnType<Page['getByText']> }[] = [
  {
    path: '/dashboard',
    heading: 'Dashboard',
    shows: (page) => page.getByRole('heading', { name: 'Welcome Dana' }),
  },
  {
    path: '/profile/locations',
    heading: 'Saved locations',
    shows: (page) => page.getByRole('heading', { name: 'SW1A 1AA' }),
  },
  {
    path: '/profile/providers',
    heading: 'Saved providers',
    shows: (page) => page.getByRole('heading', { name: demoProvider.name }),
  },
  {
    path: '/service/category',
    heading: 'Choose a category',
    shows: (page) => page.getByRole('button', { name: /^Cleaning/ }),
  },
  {
    path: '/service/specifics',
    heading: 'Choose the specifics',
    shows: (page) => page.getByRole('button', { name: /^Domestic/ }),
  },
  {
    path: '/service/choose',
    heading: 'Choose a service',
    shows: (page) => page.getByRole('button', { name: /^Deep clean/ }),
  },
  {
    path: '/service/providers',
    heading: 'Choose a provider',
    shows: (page) => page.getByRole('button', { name: `Choose ${demoProvider.name}` }),
  },
];

test('the dashboard, saved lists, booking steps and the providers list read offline, with their age', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await withoutLiveUpdates(context);
  page.on('dialog', (dialog) => void dialog.accept());
  const token = await loginToken(request, demoCustomer);
  await storeSession(page, token, 'user');
  const headers = { Authorization: `Bearer ${token}` };
  const saved = async (list: string) =>
    JSON.stringify(await (await request.get(apiPath('user', list), { headers })).json());
  // Something on each saved list (toggles: only when not saved yet).
  if (!(await saved('savedlocations')).includes('SW1A 1AA')) {
    await request.post(apiPath('user', 'togglelocationsave'), { headers, form: { value: savedLocation } });
  }
  if (!(await saved('savedproviders')).includes(demoProvider.id)) {
    await request.post(apiPath('user', 'toggleprovidersave'), { headers, form: { value: demoProvider.id } });
  }

  // Online, through the worker: the dashboard, then a booking from a saved location down to the providers.
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await page.reload();
  await settled(page, '/dashboard', 'Dashboard');
  await page
    .getByLabel('Saved location', { exact: true })
    .selectOption({ label: 'SW1A 1AA, Westminster, London' });
  await page.getByRole('button', { name: 'Proceed' }).click();
  await settled(page, '/service/category', 'Choose a category');
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await settled(page, '/service/specifics', 'Choose the specifics');
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await settled(page, '/service/choose', 'Choose a service');
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await settled(page, '/service/providers', 'Choose a provider');
  await page.getByLabel('Date for the order').fill(tomorrow());
  await expect(page.getByRole('button', { name: `Choose ${demoProvider.name}` })).toBeVisible();
  for (const { path, heading, shows } of pages.filter((visit) => visit.path.startsWith('/profile'))) {
    await page.goto(path);
    await settled(page, path, heading);
    await expect(shows(page)).toBeVisible();
  }
  await expect(page.getByText(ageNotice)).toBeHidden();

  await context.setOffline(true);
  await expectWorkerOffline(page);
  for (const { path, heading, shows } of pages) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(shows(page), path).toBeVisible();
    await expect(page.getByText(ageNotice), path).toBeVisible();
    // One notice, the shell's: the page draws none of its own, and shows its data, not an error.
    await expect(page.getByText(/You're offline/), path).toHaveCount(1);
    await expect(page.getByText(/could not be loaded/), path).toHaveCount(0);
  }
  await expect(page.getByLabel('Date for the order')).toHaveValue(tomorrow());

  // Back online, fresh answers clear the notice.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('button', { name: `Choose ${demoProvider.name}` })).toBeVisible();
  await expect(page.getByText(ageNotice)).toBeHidden();
});
