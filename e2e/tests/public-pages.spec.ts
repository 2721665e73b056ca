import { expect, test } from '@playwright/test';

test('home shows the hero, the six featured services and the four-step explainer', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Trusted Service Providers Near You' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured services' }).getByRole('listitem');
  await expect(featured).toHaveCount(6);
  for (const name of ['Handyman', 'Cleaning', 'Carpentry', 'Plumbing', 'Car Hires', 'Electricals']) {
    await expect(
      page.getByRole('region', { name: 'Featured services' }).getByRole('heading', { name }),
    ).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'How Callout works' }).getByRole('listitem')).toHaveCount(4);
});

test('a demo server says so on every page, rendered and live', async ({ page }) => {
  // The suite's server runs with DEMO_MODE=true (playwright.config.ts).
  await page.goto('/about');
  await expect(page.getByText('Demo: test data and sandbox payments, nothing is real')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Demo: test data and sandbox payments, nothing is real')).toBeVisible();
});

test('top bar and footer carry what the spec lists', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['How It Works', 'Join as Provider', 'About Us', 'Login', 'Book a Pro']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('company number');
  await expect(footer).toContainText('London, UK');
  await expect(footer).toContainText('© 2025');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

const publicRoutes: [string, string][] = [
  ['/getstarted', 'Get Started'],
  ['/howitworks', 'How It Works'],
  ['/about', 'About Us'],
  ['/services', 'Our services'],
  ['/help', 'Help centre'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/guarantee', 'The Callout guarantee'],
  ['/review-policy', 'Review policy'],
  ['/complaints', 'Complaints'],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} renders its page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('services lists seven types with four examples and a booking button each', async ({ page }) => {
  await page.goto('/services');
  const cards = page.getByRole('main').locator('.service-tile');
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Book a Plumbing Pro' })).toBeVisible();
  await expect(cards.first().locator('.service-tile__examples li')).toHaveCount(4);
});

test('terms and privacy have six sections and the effective date', async ({ page }) => {
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByText('Effective 11 July 2025')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
  }
});

test('help centre shows cards from the API and the FAQ grid expands and collapses', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: /Payments and holds/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@callout.co.uk' })).toHaveAttribute(
    'href',
    'mailto:support@callout.co.uk',
  );
  // Native disclosures in one group: they answer a click before the app has hydrated the drawn page, too.
  const question = page.getByText('Is my card stored by Callout?', { exact: true });
  const answer = page.getByText('Card details go straight to our payment provider');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  const other = page.locator('summary').filter({ hasNotText: 'Is my card stored by Callout?' }).first();
  await other.click();
  await expect(answer).toBeHidden();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await other.click();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('the mobile menu opens and closes from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeEnabled(); // once the app has hydrated the rendered page
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
  ).toBeHidden();
});
