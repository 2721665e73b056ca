import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import SettingsPage from './settings-page';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('the settings screen', () => {
  it('links to the profile and a new booking, and shows the storage used on this device', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        estimate: async () => ({ usage: 12_345_678, quota: 1_234_567_890 }),
        persisted: async () => false,
      },
    });
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Service' }).getAttribute('href')).toBe('/service/location');
    const storage = screen.getByRole('region', { name: 'Storage on this device' });
    expect(await within(storage).findByText('12.3 MB of 1.2 GB used')).toBeTruthy();
    expect(
      within(storage).getByText('Your browser may clear this data when the device runs low on space.'),
    ).toBeTruthy();
    expect(within(storage).getByRole('button', { name: 'Clear offline data' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Download my data' })).toBeTruthy();
  });
});
