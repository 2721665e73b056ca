// Job notes and photos, at a phone's width (390) and a desktop's (1366): the customer books with a note and
// two photos (the note survives a reload), the booked provider reads them on the request before accepting,
// and the order shows them to both sides; a published job shows them to a provider before bidding.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { appTookOver } from '../support/page-session';
import { answerDialogs, apiAs, demoProvider, isoDateIn, loginDemoProvider } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photos = [
  { name: 'gutter.png', mimeType: 'image/png', buffer: png },
  { name: 'ladder-spot.png', mimeType: 'image/png', buffer: png },
];

/** Location → Cleaning → Domestic → Deep clean, to the providers step. */
async function toProvidersStep(page: Page) {
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
}

/** Writes the note and picks the photos; the note is still there after a reload. */
async function writeNoteAndPhotos(page: Page, note: string) {
  await page.getByLabel('Note for the provider (optional)').fill(note);
  await expect(page.getByText(`${note.length} of 1,000 characters`)).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Note).toBe(note);
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Note for the provider (optional)')).toHaveValue(note);
  await page.getByLabel('Add photos of the job (optional, up to 5)').setInputFiles(photos);
  await expect(page.getByRole('img', { name: /^Photo \d of the job$/ })).toHaveCount(2);
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

/** The note and two photos as shown to someone, the photos really loaded (private, by the media cookie). */
async function expectNotes(place: Locator, note: string) {
  const notes = place.getByRole('region', { name: 'Note and photos from the customer' });
  // A page of its own data on a busy machine: given longer than the default to arrive.
  await expect(notes.getByText(note)).toBeVisible({ timeout: 30_000 });
  const shown = notes.getByRole('img', { name: /^Photo \d of 2 from the customer$/ });
  await expect(shown).toHaveCount(2);
  // Read afresh each time (a rendered page is taken over, a list re-polled): both are in, with pixels.
  await expect
    .poll(() =>
      shown.evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter((image) => {
            image.scrollIntoView({ block: 'nearest' }); // lazy pictures load once in view
            return image.complete && image.naturalWidth > 0;
          }).length,
      ),
    )
    .toBe(2);
}

async function providerPage(browser: Browser, size: (typeof sizes)[number], token: string) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    geolocation: { latitude: 51.5226, longitude: -0.1571 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await storeSession(page, token, 'provider');
  return page;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a booking carries its note and photos to the provider before accepting, and onto the order', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      await signedInAs(page, request, 'user');
      await toProvidersStep(page);
      const note = `Bring ladders: the gutter is high (${size.name}).`;
      await writeNoteAndPhotos(page, note);
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect(page.getByText('Your photos were sent with your request.')).toBeVisible();
      const orderId = String((await readDraft(page))?.Order);

      // The provider reads them on the new request, before accepting it.
      const providerToken = await loginDemoProvider(request);
      const provider = await providerPage(browser, size, providerToken);
      await provider.goto(`/provider/details/${orderId}`);
      await expectNotes(provider.getByRole('main'), note);
      const seen = await apiAs(request, 'provider', providerToken).get('orderdetails', { orderid: orderId });
      expect((seen.body.orderInfo as { OrderStatus: string }[])[0]?.OrderStatus).toBe('NEW ORDER');
      await provider.context().close();

      await page.goto(`/details/${orderId}`);
      await expectNotes(page.getByRole('main'), note);
    });

    test('a published job shows its note and photos to a provider before bidding', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      await toProvidersStep(page);
      const note = `Park on the left, ring twice (${size.name}).`;
      await writeNoteAndPhotos(page, note);
      await page.getByRole('button', { name: 'Publish Job' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect(page.getByText('Your photos were sent with your request.')).toBeVisible();
      const orderId = String((await readDraft(page))?.Order);

      const providerToken = await loginDemoProvider(request);
      const provider = await providerPage(browser, size, providerToken);
      await provider.goto('/provider');
      await provider.getByRole('button', { name: 'Find Jobs', exact: true }).click();
      const panel = provider.getByRole('complementary', { name: 'Bid published jobs' });
      const job = panel.getByRole('listitem').filter({ hasText: note });
      await expectNotes(job, note);
      await job.getByRole('button', { name: /^Bid on / }).click();
      await expect(job.getByRole('button', { name: /^Withdraw bid on / })).toBeVisible();

      // Engaged, the provider sees them on the order too, and so does the customer.
      const engaged = await apiAs(request, 'user', token).get('finalizerequest', {
        orderid: orderId,
        personnel: demoProvider.id,
      });
      expect(engaged.body.success, engaged.body.message).toBe(true);
      await provider.goto(`/provider/details/${orderId}`);
      await expectNotes(provider.getByRole('main'), note);
      await provider.context().close();
      await page.goto(`/details/${orderId}`);
      await expectNotes(page.getByRole('main'), note);
    });
  });
}
