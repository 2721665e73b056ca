// Service areas: the customer's providers list holds only providers who cover the job's postcode,
// each with its distance, nearest first, and sorts by price or rating; an Edinburgh job finds nobody in
// the demo; a provider sets their base postcode and radius on Manage Schedule.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';
import { providerNames, toProviders } from '../support/providers-step';
import { type RunningServer, startServer } from '../support/server';

// A server of its own on fresh demo data: the order by rating must not follow the reviews other journeys left.
const port = Number(process.env.E2E_PORT ?? 8181) + 110;
const dataDir = mkdtempSync(join(tmpdir(), 'callout-service-area-data-'));
let server: RunningServer;

test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(port, { DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a London job lists the providers who cover it with distances, sorted as the customer asks', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'user');
  await toProviders(page, 'SW1A 1AA');
  const list = page.getByRole('list', { name: 'Available providers' });
  await expect(list.getByRole('button', { name: 'Choose Amara Okafor' })).toBeVisible();
  await expect(page.getByText('Providers who cover SW1A 1AA.')).toBeVisible();
  // Nearest first: Amara (N1) before Grace (SW11); Manchester and Birmingham cleaners are not listed.
  expect(await providerNames(page)).toEqual(['Amara Okafor', 'Grace Bennett']);
  await expect(list.getByText(/^\d+(\.\d)? miles? away$/)).toHaveCount(2);
  await expectAccessible(page, '/service/providers, by distance');

  const sort = page.getByLabel('Sort providers by');
  await sort.selectOption({ label: 'Price (lowest first)' });
  expect(await providerNames(page)).toEqual(['Grace Bennett', 'Amara Okafor']); // £170 before £180
  await sort.selectOption({ label: 'Rating (highest first)' });
  expect(await providerNames(page)).toEqual(['Amara Okafor', 'Grace Bennett']); // 4.8 before 4.4
  // The control works from the keyboard too.
  await sort.focus();
  await sort.selectOption({ label: 'Price (lowest first)' });
  await page.keyboard.press('Tab');
  expect(await providerNames(page)).toEqual(['Grace Bennett', 'Amara Okafor']);
});

test('an Edinburgh job finds no demo provider', async ({ page, request }) => {
  await signedInAs(page, request, 'user');
  await toProviders(page, 'EH1');
  await expect(page.getByText('No providers available')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Available providers' }).getByRole('listitem')).toHaveCount(0);
});

test('a provider sets a base postcode and radius on Manage Schedule', async ({ page, request }) => {
  await signedInAs(page, request, 'provider');
  await page.goto('/provider/schedules');
  await settled(page, page.getByRole('heading', { name: 'Service area' }));
  await expect(page.getByText(/^No service area set yet/)).toBeVisible();
  const radius = page.getByLabel('Radius in miles');
  await expect(radius).toHaveValue('15');
  await expectAccessible(page, '/provider/schedules, service area');

  await page.getByLabel('Base postcode').fill('N1 9GU');
  await radius.fill('150');
  await page.getByRole('button', { name: 'Save service area' }).click();
  await expect(
    page.getByText('Please choose a radius between 1 and 100 miles, in whole miles.'),
  ).toBeVisible();
  await expect(radius).toHaveAttribute('aria-invalid', 'true');

  await radius.fill('20');
  await page.getByRole('button', { name: 'Save service area' }).click();
  await expect(page.getByText('Service area saved: within 20 miles of N1 9GU.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You work within 20 miles of N1 9GU (London).')).toBeVisible();
  await expect(page.getByLabel('Base postcode')).toHaveValue('N1 9GU');
});
