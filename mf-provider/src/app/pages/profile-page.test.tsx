import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileData } from '../../testing/profile-data';
import { fakeApi, ok, refused, renderAt } from '../../testing/test-utils';
import ProfilePage from './profile-page';

const withoutPhone = () => {
  const data = profileData();
  const user = data.UserData[0];
  return { ...data, UserData: user ? [{ ...user, Phone: null }] : [] };
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('the provider profile', () => {
  it('shows the details, No Phone when there is none, and the links', async () => {
    fakeApi({ 'GET /api/provider/profile': () => ok(withoutPhone()) });
    renderAt('/provider/profile', <ProfilePage />);
    expect(await screen.findByText('PRV-1')).toBeTruthy();
    expect(screen.getByText('No Phone')).toBeTruthy();
    expect(screen.getByText('amara@example.com')).toBeTruthy();
    const manage = screen.getByRole('navigation', { name: 'Manage Profile' });
    const hrefs = Object.fromEntries(
      [
        'Manage Schedule',
        'View Verification',
        'Credentials',
        'Earnings',
        'Settings',
        'Support',
        'Delete Account',
      ].map((name) => [name, within(manage).getByRole('link', { name }).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Manage Schedule': '/provider/schedules',
      'View Verification': '/provider/verification',
      Credentials: '/provider/credentials',
      Earnings: '/provider/earnings',
      Settings: '/provider/settings',
      Support: '/provider/support',
      'Delete Account': '/provider/exit',
    });
    expect(screen.queryByRole('link', { name: 'Manage Payments' })).toBeNull();
  });

  it('shows the storage Callout uses on this device, with a way to clear offline data', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        estimate: async () => ({ usage: 3_400_000, quota: 2_000_000_000 }),
        persisted: async () => true,
      },
    });
    fakeApi({ 'GET /api/provider/profile': () => ok(profileData()) });
    renderAt('/provider/profile', <ProfilePage />);
    const storage = await screen.findByRole('region', { name: 'Storage on this device' });
    expect(await within(storage).findByText('3.4 MB of 2 GB used')).toBeTruthy();
    expect(within(storage).getByRole('button', { name: 'Clear offline data' })).toBeTruthy();
  });

  it('offers Manage Payments only with a configured payout account', async () => {
    fakeApi({
      'GET /api/provider/profile': () =>
        ok(
          profileData({
            isStripeConfigured: true,
            isStripeReady: true,
            StripeLink: 'https://connect.example/2',
          }),
        ),
    });
    renderAt('/provider/profile', <ProfilePage />);
    const link = await screen.findByRole('link', { name: 'Manage Payments' });
    expect(link.getAttribute('href')).toBe('https://connect.example/2');
  });

  it('edits the bio within 150 characters, with a counter', async () => {
    const api = fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'POST /api/provider/updatebio': () => ok('New bio', 'Bio updated successfully.'),
    });
    renderAt('/provider/profile', <ProfilePage />);
    const bio = (await screen.findByLabelText('Bio')) as HTMLTextAreaElement;
    expect(bio.value).toBe('Careful cleaner.');
    expect(bio.maxLength).toBe(150);
    expect(screen.getByText('16 of 150 characters')).toBeTruthy();
    await userEvent.clear(bio);
    await userEvent.type(bio, 'New bio');
    expect(screen.getByText('7 of 150 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save bio' }));
    expect(await screen.findByText('Bio updated successfully.')).toBeTruthy();
    expect(api.callsTo('provider/updatebio')[0]?.params.get('value')).toBe('New bio');
  });

  it('alerts the server message when the bio is refused', async () => {
    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'POST /api/provider/updatebio': () => refused('Bio maximum 150 characters'),
    });
    renderAt('/provider/profile', <ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save bio' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Bio maximum 150 characters'));
  });

  it('switches between instant and weekly payouts when the server offers the choice', async () => {
    const api = fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/payoutschedule': () => ok({ Schedule: 'WEEKLY' }),
      'POST /api/provider/payoutschedule': () =>
        ok({ Schedule: 'INSTANT' }, 'You will be paid after each completed job.'),
    });
    renderAt('/provider/profile', <ProfilePage />);
    const weekly = (await screen.findByRole('radio', { name: /^Weekly/ })) as HTMLInputElement;
    expect(weekly.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /^Instant/ }));
    expect(await screen.findByText('You will be paid after each completed job.')).toBeTruthy();
    expect(api.callsTo('provider/payoutschedule').at(-1)?.params.get('value')).toBe('INSTANT');
  });
});
