// The console's credentials, at a phone's width (390) and a desktop's (1366), against the real server: an
// operator defines a new credential kind with its public register and requires it for a category; James
// Whitfield sends two credentials of that kind through the API (a picture and a PDF); the operator sees
// both in the queue beside their documents, queries the PDF with a reason and verifies the picture, and
// each leaves the queue. Then a review of James that an operator hid is shown again from his account page,
// and his public profile counts it again. The requirement is removed at the end, so other journeys keep
// their providers.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoOperator, operatorToken } from '../support/accounts';
import { apiAs, completedOrderOf, isoDateIn, services } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const james = { id: 'PRV-DEMO000002', name: 'James Whitfield', email: 'james.whitfield@example.com' };
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

async function jamesToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/provider/login', {
    form: { email: james.email, password: 'Provider#2025' },
  });
  const token = ((await response.json()) as { data?: { Token?: string } }).data?.Token;
  if (!token) throw new Error('James could not sign in');
  return token;
}

async function signInOperator(page: Page) {
  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(demoOperator.email);
  await page.getByLabel('Password').fill(demoOperator.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
}

/** Removes every requirement that names the kind: a journey that stops half-way leaves none behind. */
async function removeRequirementsOf(request: APIRequestContext, kindName: string) {
  const listed = await request.get('/api/ops/credential-requirements', {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
  });
  const requirements = (
    (await listed.json()) as {
      data?: Array<{ RequirementID: number; Kinds: Array<{ Name: string }> }>;
    }
  ).data;
  for (const requirement of requirements ?? []) {
    if (!requirement.Kinds.some((kind) => kind.Name === kindName)) continue;
    await request.post(`/api/ops/credential-requirements/${requirement.RequirementID}/delete`, {
      headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    });
  }
}

/** A fresh customer's completed Leak repair from James, reviewed, and hidden by an operator through the API. */
async function hiddenReviewOfJames(request: APIRequestContext, words: string) {
  const { api, orderId } = await completedOrderOf(request, 'unhide', services.leakRepair);
  const reviewed = await api.post('newreview', {
    rating: '2',
    product: '1',
    provider: james.id,
    orderid: orderId,
    review: words,
  });
  expect(reviewed.body.success, reviewed.body.message).toBe(true);
  const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
  const account = (await (await request.get(`/api/ops/accounts/${james.id}`, { headers })).json()) as {
    data: { Reviews: Array<{ OrderID: string; ReviewID?: string }> };
  };
  const reviewId = account.data.Reviews.find((review) => review.OrderID === orderId)?.ReviewID;
  if (!reviewId) throw new Error('the new review is not listed');
  const hidden = await request.post(`/api/ops/reviews/${reviewId}/hide`, {
    headers,
    form: { reason: 'Looked paid for' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  return orderId;
}

const reviewCountOf = async (request: APIRequestContext) =>
  (
    (await (await request.get(`/api/providers/${james.id}/profile`)).json()) as {
      data: { ReviewCount: number };
    }
  ).data.ReviewCount;

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, serviceWorkers: 'block' });

    test('an operator defines a kind and a requirement, then queries and verifies credentials beside their documents', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const suffix = `${size.name} ${testInfo.repeatEachIndex}.${testInfo.retry} ${Date.now().toString(36)}`;
      const kindName = `Oil heating ${suffix}`;
      try {
        await signInOperator(page);
        await page.getByRole('heading', { name: 'Credentials' }).getByRole('link').click();
        await expect(page).toHaveURL('/ops/credentials');
        await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();

        // A new kind, with the body's public register.
        await page.getByRole('button', { name: 'Add a credential kind' }).click();
        await page.getByLabel('Name', { exact: true }).fill(kindName);
        await page.getByLabel('Issuing body').fill('OFTEC');
        await page.getByLabel('Public register (https address)').fill('https://www.oftec.org/find');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Credential kind added.')).toBeVisible();
        const kinds = page.getByRole('table', { name: 'Credential kinds' });
        await expect(kinds.getByRole('rowheader', { name: kindName })).toBeVisible();
        await expect(kinds.getByRole('link', { name: `Public register of ${kindName}` })).toHaveAttribute(
          'href',
          'https://www.oftec.org/find',
        );

        // The kind required for a category (the first the form offers), any one of one kind.
        await page.getByRole('button', { name: 'Add a requirement' }).click();
        await page.getByRole('checkbox', { name: kindName }).check();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Requirement added.')).toBeVisible();
        const requirement = page
          .getByRole('table', { name: 'Requirements' })
          .getByRole('row')
          .filter({ hasText: kindName });
        await expect(requirement).toHaveCount(1);

        // James sends two credentials of the new kind, as his credentials page does.
        const listed = await request.get('/api/ops/credential-kinds', {
          headers: { Authorization: `Bearer ${await operatorToken(request)}` },
        });
        const kindId = ((await listed.json()) as { data: Array<{ KindID: number; Name: string }> }).data.find(
          (kind) => kind.Name === kindName,
        )?.KindID;
        expect(kindId).toBeDefined();
        const provider = apiAs(request, 'provider', await jamesToken(request));
        const numbers = { picture: `P${Date.now().toString(36)}`, document: `D${Date.now().toString(36)}` };
        for (const [number, document] of [
          [numbers.picture, png],
          [numbers.document, pdf],
        ] as const) {
          const sent = await provider.post('credentials', {
            kind: String(kindId),
            number,
            expires: isoDateIn(400),
            document,
          });
          expect(sent.status, sent.body.message).toBe(201);
        }

        await page.reload();
        const queue = page.getByRole('region', { name: 'Credentials to check' });
        const card = (number: string) => queue.getByRole('article').filter({ hasText: number });
        await expect(card(numbers.picture)).toBeVisible();
        await expect(card(numbers.document)).toBeVisible();
        const subject = `${kindName} of ${james.name}`;
        // The picture draws (it loads lazily: on a phone once scrolled to). The queue may draw its cards again
        // as its query settles after the reload, so the scroll is tried again on the card drawn last.
        const picture = card(numbers.picture).getByRole('img', { name: `Document: ${subject}` });
        await expect(async () => {
          await picture.scrollIntoViewIfNeeded({ timeout: 5_000 });
          expect(await picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
            0,
          );
        }).toPass({ timeout: 30_000 });
        await expect(
          card(numbers.document).getByRole('link', { name: 'Open the document in a new tab' }),
        ).toHaveAttribute('href', /.+/);
        await expect(
          card(numbers.picture).getByRole('link', { name: 'Check the OFTEC public register' }),
        ).toBeVisible();

        // Query the PDF: a reason first, then it leaves the queue.
        await card(numbers.document).getByRole('radio', { name: 'QUERIED' }).check();
        await card(numbers.document).getByRole('button', { name: 'Save decision' }).click();
        await expect(
          card(numbers.document).getByText('Please say what the provider should fix.'),
        ).toBeVisible();
        await card(numbers.document).getByLabel('Note to the provider').fill('The number is not readable');
        await card(numbers.document).getByRole('button', { name: 'Save decision' }).click();
        await expect(page.getByText('Credential marked QUERIED.')).toBeVisible();
        await expect(card(numbers.document)).toHaveCount(0);

        // Verify the picture: it leaves the queue too.
        await card(numbers.picture).getByRole('radio', { name: 'VERIFIED' }).check();
        await card(numbers.picture).getByRole('button', { name: 'Save decision' }).click();
        await expect(page.getByText('Credential marked VERIFIED.')).toBeVisible();
        await expect(card(numbers.picture)).toHaveCount(0);

        const mine = (
          (await (
            await provider.get('credentials')
          ).body.data) as {
            Credentials: Array<{ Number: string | null; Status: string; Note: string | null }>;
          }
        ).Credentials;
        expect(mine.find((credential) => credential.Number === numbers.document)).toMatchObject({
          Status: 'QUERIED',
          Note: 'The number is not readable',
        });
        expect(mine.find((credential) => credential.Number === numbers.picture)?.Status).toBe('VERIFIED');

        // The requirement goes again, from the console.
        await requirement.getByRole('button', { name: /^Remove requirement/ }).click();
        await requirement.getByRole('button', { name: /^Yes, remove/ }).click();
        await expect(page.getByText('Requirement removed.')).toBeVisible();
        await expect(requirement).toHaveCount(0);
      } finally {
        await removeRequirementsOf(request, kindName);
      }
    });

    test('an operator shows a hidden review again and James’s profile counts it again', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const words = `Hidden by mistake (${size.name}, ${testInfo.repeatEachIndex}.${testInfo.retry}, ${Date.now().toString(36)})`;
      const orderId = await hiddenReviewOfJames(request, words);
      const hiddenCount = await reviewCountOf(request);

      await signInOperator(page);
      await page.goto(`/ops/accounts/${james.id}`);
      const line = page.getByRole('listitem').filter({ hasText: words });
      await expect(line.getByText(/under the review policy: Looked paid for/)).toBeVisible();
      await line.getByRole('button', { name: `Show the review of order ${orderId} again` }).click();
      await expect(line.getByRole('button', { name: `Hide review of order ${orderId}` })).toBeVisible();
      await expect(line.getByText(/under the review policy/)).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Audit log' }).getByText('review.show').first(),
      ).toBeVisible();

      expect(await reviewCountOf(request)).toBe(hiddenCount + 1);
      await page.goto(`/providers/${james.id}`);
      await expect(page.getByRole('region', { name: 'Reviews' }).getByText(words)).toBeVisible();
    });
  });
}
