import { expect, test } from '@playwright/test';

// The API's own description, drawn by Swagger UI from this origin (demo mode serves it).
test('the API docs page draws the OpenAPI document under its content security policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Callout API/ })).toBeVisible();
  // Operations of both account types and the operators' calls are listed.
  await expect(page.getByText('/faqs', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/provider/login', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/ops/kyc', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
