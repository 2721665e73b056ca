import '../../../testing/test-utils';
import { addNamespace, setLanguage } from '@callout/i18n/i18n';
import ordersResources from '@callout/i18n/locales/en-GB/orders.json';
import { ordersTranslations } from '@callout/i18n/translations';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTimeTaken } from './use-time-taken';

// As the module gives them.
addNamespace('orders', ordersResources, ordersTranslations);

afterEach(async () => {
  await setLanguage('en-GB');
});

const taken = () =>
  renderHook(() => useTimeTaken('2026-12-01T09:00:00Z', '2026-12-01T10:05:03Z')).result.current;

describe('the time a completed order took', () => {
  it('reads in British English', () => {
    expect(taken()).toBe('1 hour, 5 minutes, 3 seconds');
  });

  it('reads in Polish for a Polish reader: its plurals, and "i" before the last part', async () => {
    await setLanguage('pl-PL');
    expect(taken()).toBe('1 godzina, 5 minut i 3 sekundy');
  });
});
