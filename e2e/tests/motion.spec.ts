// In the browser: a chat message arriving is said through the page's one polite live
// region and ringed for a moment, with no motion at all under reduced motion; the booking flow's catalogue
// pictures are the in-house illustrations, sized (nothing shifts) and lazy below the fold.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { apiAs, loginDemoProvider, payWithSandboxCard, requestService, services } from './orders-support';

const announcer = (page: Page) => page.locator('#callout-announcer');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const durations = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return { animation: style.animationDuration, transition: style.transitionDuration };
  });

test('a chat message from the other side is announced politely and highlighted, and still under reduced motion', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token: customerToken } = await signedInAs(page, request, 'user');
  const providerToken = await loginDemoProvider(request);
  const orderId = await requestService(request, customerToken, services.deepClean);
  await payWithSandboxCard(request, customerToken, orderId);
  const provider = apiAs(request, 'provider', providerToken);
  const say = async (text: string) => {
    const sent = await provider.post('newchat', { ChatId: orderId, Category: 'ORDER', Message: text });
    expect(sent.body.success, sent.body.message).toBe(true);
  };

  // A message already there when the chat opens is not news.
  await say('Hello, I will bring my own ladder.');
  await page.goto(`/details/${orderId}`);
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  const first = chatLog(page).getByRole('listitem').filter({ hasText: 'own ladder' });
  await expect(first).toBeVisible();
  await expect(first).not.toHaveClass(/motion-arrived/);
  // One region for the page, polite; the log itself is not live, so nothing is said twice.
  await expect(announcer(page)).toHaveCount(1);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveAttribute('role', 'status');
  await expect(chatLog(page)).toHaveAttribute('aria-live', 'off');

  // One written while the customer watches comes in with the 3 s poll: said once, and ringed.
  await say('On my way, 10 minutes out.');
  const arrived = chatLog(page).getByRole('listitem').filter({ hasText: '10 minutes out' });
  await expect(arrived).toHaveClass(/motion-arrived/, { timeout: 15_000 });
  await expect(announcer(page)).toHaveText(/New message from .+: On my way, 10 minutes out\./);
  await expect(announcer(page)).toBeVisible();
  const moving = await durations(page, '.chat-message.motion-arrived');
  expect(moving.animation).toBe('0.2s');

  // Asking for reduced motion stops it all at once: the highlight, the notice, the rest of the page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durations(page, '.chat-message.motion-arrived')).toEqual({
    animation: '0s',
    transition: '0s',
  });
  expect(await durations(page, '#callout-announcer')).toEqual({ animation: '0s', transition: '0s' });
  const anyMoving = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('body *:not(.spinner)')).filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.animationDuration.split(',').some((d) => Number.parseFloat(d) > 0) ||
          style.transitionDuration.split(',').some((d) => Number.parseFloat(d) > 0)
        );
      }).length,
  );
  expect(anyMoving).toBe(0);

  // And the notice goes again after a few seconds, leaving the region quiet but in place.
  await expect(announcer(page)).toHaveText('', { timeout: 10_000 });
  await expect(arrived).not.toHaveClass(/motion-arrived/);
});

test('catalogue pictures are the illustrations, sized so nothing shifts, lazy below the fold', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'user');
  await page.setViewportSize({ width: 390, height: 844 });
  await giveDemoLocation(page);
  await expect(page).toHaveURL('/service/category');

  const pictures = page.locator('.bk-option img');
  await expect(pictures).toHaveCount(7);
  const facts = await pictures.evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top,
      };
    }),
  );
  const fold = 844;
  for (const [index, picture] of facts.entries()) {
    expect(picture.src).toMatch(/\/api\/images\/seed2-category-/);
    // The demo's pictures are 16:10: the box has their shape before they load (no layout shift).
    expect([picture.width, picture.height]).toEqual(['96', '60']);
    // The first few load at once (they are what a phone shows first); the rest wait to be scrolled to.
    expect(picture.loading).toBe(index < 4 ? 'eager' : 'lazy');
    if (picture.loading === 'lazy') expect(picture.top).toBeGreaterThan(fold * 0.8);
  }
  const first = facts[0]?.src ?? '';
  const answer = await request.get(first);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  const svg = await answer.text();
  expect(svg).toContain('linearGradient');
  expect(svg).not.toContain('<text');
  await expect(pictures.first()).toHaveJSProperty('complete', true);
  expect(
    await pictures.first().evaluate((image) => (image as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
});
