import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderRoutes } from '../../../testing/test-utils';
import ProfilePage from './profile-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/edit-profile', element: <ProfilePage /> },
];
const user = (changes = {}) => ({
  UserData: [
    {
      CustomerID: 'C-1',
      FirstName: 'Ada',
      Lastname: 'Lovelace',
      Phone: null,
      Email: null,
      ImgLink: null,
      ...changes,
    },
  ],
});

describe('the profile screen', () => {
  it('shows the details, with words for a missing phone and email, and the account links', async () => {
    fakeApi({ 'GET /api/profile': () => ok(user()) });
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('C-1')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('No Phone')).toBeTruthy();
    expect(screen.getByText('No Email')).toBeTruthy();
    const hrefs = ['Saved locations', 'Saved providers', 'Support', 'Settings', 'Delete Account'].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/profile/locations', '/profile/providers', '/support', '/settings', '/exit']);
    expect(screen.getByRole('link', { name: 'Track Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('toggles the Edit panel without losing what was typed', async () => {
    fakeApi({ 'GET /api/profile': () => ok(user()) });
    renderRoutes(routes, '/profile');
    const edit = await screen.findByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(edit);
    await userEvent.type(screen.getByLabelText('Phone'), '0770');
    await userEvent.click(edit);
    await userEvent.click(edit);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '0770');
  });

  it('requires names and a valid phone, then saves and alerts the server message', async () => {
    const { callsTo } = fakeApi({
      'GET /api/profile': () => ok(user()),
      'POST /api/updatebio': () => ok(undefined, 'Profile updated.'),
    });
    renderRoutes(routes, '/edit-profile');
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(screen.getByLabelText('Phone'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('🔔 Please input a correct phone number.')).toBeTruthy();
    expect(callsTo('updatebio')).toHaveLength(0);

    await userEvent.type(first, 'Ada');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '07700900123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Profile updated.'));
    expect(Object.fromEntries(callsTo('updatebio')[0]?.params ?? [])).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '07700900123',
    });
  });

  it('refuses a photo over 2 MB and clears it', async () => {
    fakeApi({ 'GET /api/profile': () => ok(user()) });
    renderRoutes(routes, '/edit-profile');
    const input = (await screen.findByLabelText('Photo')) as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(window.alert).toHaveBeenCalledWith('File size exceeds 2MB. Please select a smaller file.');
    expect(input.value).toBe('');
  });
});
