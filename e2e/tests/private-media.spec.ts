// Private pictures stay private: a chat picture and a KYC document show in the app for their own parties,
// and the very same address opened in a fresh browser, with no session, gets no picture at all.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoOperator, loginToken, newAccount, registerAccount, signedInAs } from '../support/accounts';
import { openSupportCase } from '../support/chat';

test.use({ serviceWorkers: 'block' });

// A real picture (one pixel), so each <img> has something to draw.
const pixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pixelBytes = Buffer.from(pixelPng, 'base64');

async function expectDrawn(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return new URL((await image.getAttribute('src')) ?? '', page.url()).href;
}

/** The address opened in a browser of its own, signed in as nobody: refused, and no picture in it. */
async function expectNothingFor(browser: Browser, address: string) {
  const stranger = await browser.newContext();
  const answer = await stranger.request.get(address);
  expect([401, 403, 404]).toContain(answer.status());
  expect(answer.headers()['content-type']).not.toMatch(/^image\//);
  expect((await answer.body()).includes(pixelBytes)).toBe(false);
  // Opened as a page, too.
  const page = await stranger.newPage();
  const opened = await page.goto(address);
  expect([401, 403, 404]).toContain(opened?.status());
  expect(opened?.headers()['content-type']).not.toMatch(/^image\//);
  await stranger.close();
}

test('a chat picture shows to its customer, and its address alone opens nothing', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signedInAs(page, request, 'user');
  const caseId = await openSupportCase(request, token, 'A picture of the receipt');
  const posted = await request.post('/api/newchat', {
    headers: { authorization: `Bearer ${token}` },
    form: {
      ChatId: caseId,
      Category: 'SUPPORT',
      Message: 'Here it is',
      ImageData: `data:image/png;base64,${pixelPng}`,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(`/support-chat/${caseId}`);
  const address = await expectDrawn(page, 'Image from You');
  expect(new URL(address).pathname).toMatch(/^\/api\/media\/chat\//);
  expect(new URL(address).search).not.toMatch(/sig=|token=/);
  // This browser's session opens it (the media cookie the app was given)...
  expect((await page.request.get(address)).status()).toBe(200);
  await expectNothingFor(browser, address);

  // ...until it signs out: the cookie ends with the session. The app is closed first: an open page hears of
  // the session's end and says so in a dialog, which could open while the test's browser is being closed.
  await page.goto('about:blank');
  expect((await request.get('/api/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(
    true,
  );
  expect((await page.request.get(address)).status()).toBe(403);
});

test('a KYC document shows to operators and its provider, and its address alone opens nothing', async ({
  page,
  request,
  browser,
}) => {
  const provider = newAccount('provider', 'kyc-private');
  await registerAccount(request, provider);
  const providerToken = await loginToken(request, provider);
  const lastName = `Private${Date.now().toString(36)}`;
  const sent = await request.post('/api/provider/updatekyc', {
    headers: { Authorization: `Bearer ${providerToken}` },
    form: {
      firstName: 'Ada',
      lastName,
      organization: 'Nwosu Cleaning Ltd',
      phone: '07700900456',
      dob: '1988-06-15',
      address: '10 Whitehall',
      province: 'Greater London',
      country: 'United Kingdom',
      idno: 'QQ123456C',
      profileImage: pixelPng,
      meansOfId: pixelPng,
      utilityBill: pixelPng,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(demoOperator.email);
  await page.getByLabel('Password').fill(demoOperator.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Provider reviews' })
    .click();
  const card = page.getByRole('article', { name: new RegExp(`^Ada ${lastName}`) });
  await expect(card).toBeVisible();
  const idDocument = await expectDrawn(page, `ID document of Ada ${lastName}`);
  const utilityBill = await expectDrawn(page, `Utility bill of Ada ${lastName}`);
  expect(new URL(idDocument).pathname).toMatch(/^\/api\/media\/kyc\//);

  // The provider's own session opens theirs; a fresh browser opens neither.
  const own = await request.get('/api/provider/kycdata', {
    headers: { Authorization: `Bearer ${providerToken}` },
  });
  const record = ((await own.json()) as { data: { idlink: string }[] }).data[0];
  const mine = await request.get(record?.idlink ?? '', {
    headers: { Authorization: `Bearer ${providerToken}` },
  });
  expect(mine.status()).toBe(200);
  expect((await mine.body()).equals(pixelBytes)).toBe(true);
  await expectNothingFor(browser, idDocument);
  await expectNothingFor(browser, utilityBill);
  await expectNothingFor(browser, new URL(record?.idlink ?? '', idDocument).href);
});
