import '../test/test-utils';
import { newCategoryInputSchema } from '@callout/contracts/ops-catalogue';
import { loadCheckTexts } from '@callout/i18n/check-texts';
import { setLanguage } from '@callout/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors';

afterEach(async () => {
  await setLanguage('en-GB');
});

const errorsOf = (values: Record<string, string>) => {
  const checked = newCategoryInputSchema.safeParse(values);
  if (checked.success) throw new Error('expected the values to be refused');
  return fieldErrors(checked.error);
};

describe("a console form's field messages", () => {
  it("are the contract's words for an English reader", async () => {
    await loadCheckTexts();
    expect(errorsOf({ category: '' }).category).toBe('Please choose a category');
  });

  it('are Polish for a Polish reader', async () => {
    await setLanguage('pl-PL');
    await loadCheckTexts();
    expect(errorsOf({ category: '' }).category).toBe('Wybierz kategorię');
  });
});
