import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, descriptionOf, fakeApi, networkDown, renderRoutes, stub } from '../../../test/test-utils';
import { DeleteAccountPage } from './delete-account-page';
import { RequireSession } from './session-guards';

// The page sits behind the provider guard, as in the app, so leaving it after deletion is tested too.
const routes = [
  stub('/'),
  stub('/provider/login'),
  {
    element: <RequireSession access="provider" />,
    children: [{ path: '/provider/exit', element: <DeleteAccountPage accountType="provider" /> }],
  },
];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const valid = () => answer({ success: true, message: 'Session is valid.' });
const sent = () => answer({ success: true, message: 'We have sent a code to your email.' });

beforeEach(() => {
  localStorage.setItem('serve', 'tok');
  localStorage.setItem('accountType', 'provider');
  localStorage.setItem('reqData', '{}');
});

afterEach(() => {
  vi.useRealTimers();
});

async function reachOtpStep(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Email address'), 'pro@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(document.activeElement).toBe(field('OTP')));
  return user;
}

describe('account deletion', () => {
  it('needs a valid email before sending the OTP', async () => {
    const { calls } = fakeApi({ 'GET /api/provider/valsession': valid });
    renderRoutes(routes, '/provider/exit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'pro@');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(descriptionOf(field('Email address'))).toContain('Please input a valid email address');
    expect(calls.map((c) => c.path)).toEqual(['/api/provider/valsession']);
  });

  it('sends the OTP, deletes the account, clears all storage and goes home', async () => {
    const { calls } = fakeApi({
      'GET /api/provider/valsession': valid,
      'POST /api/provider/otp': sent,
      'POST /api/provider/deleteAccount': () =>
        answer({ success: true, message: 'Account deletion successful' }),
    });
    renderRoutes(routes, '/provider/exit');
    const user = await reachOtpStep();
    expect(screen.getByText('Enter the OTP sent to pro@example.com.')).toBeTruthy();
    await user.type(field('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('Account deletion successful');
    expect(localStorage.length).toBe(0);
    const otp = calls.find((c) => c.path === '/api/provider/otp');
    expect(otp?.params.get('value')).toBe('pro@example.com');
    // Deletion codes are asked for as such: the server refuses a code sent for anything else.
    expect(otp?.params.get('purpose')).toBe('delete');
    const deletion = calls.find((c) => c.path === '/api/provider/deleteAccount');
    expect(deletion?.params.get('value')).toBe('123456');
    expect(deletion?.authorization).toBe('Bearer tok');
  });

  it('shows a refused code inline and keeps it', async () => {
    fakeApi({
      'GET /api/provider/valsession': valid,
      'POST /api/provider/otp': sent,
      'POST /api/provider/deleteAccount': () =>
        answer({ success: false, message: 'The code is wrong or has expired.' }, 400),
    });
    renderRoutes(routes, '/provider/exit');
    const user = await reachOtpStep();
    await user.type(field('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired.');
    expect(field('OTP').value).toBe('000000');
    expect(localStorage.getItem('serve')).toBe('tok');
  });

  it('alerts when the server cannot be reached', async () => {
    fakeApi({
      'GET /api/provider/valsession': valid,
      'POST /api/provider/otp': sent,
      'POST /api/provider/deleteAccount': networkDown,
    });
    renderRoutes(routes, '/provider/exit');
    const user = await reachOtpStep();
    await user.type(field('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Error occurred whilst trying to delete account'),
    );
    expect(localStorage.getItem('serve')).toBe('tok');
  });

  it('replaces the 3:00 countdown with a Resend OTP link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({ 'GET /api/provider/valsession': valid, 'POST /api/provider/otp': sent });
    renderRoutes(routes, '/provider/exit');
    const user = await reachOtpStep(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(screen.getByRole('timer').textContent).toContain('3:00');
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect((await screen.findByRole('timer')).textContent).toContain('3:00');
    expect(calls.filter((c) => c.path === '/api/provider/otp')).toHaveLength(2);
  });
});
