import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, descriptionOf, fakeApi, networkDown, renderRoutes } from '../../../test/test-utils';
import { RecoverPage } from './recover-page';

const routes = [{ path: '/recover', element: <RecoverPage /> }];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sent = () => answer({ success: true, message: 'If an account is registered…' });

afterEach(() => {
  vi.useRealTimers();
});

describe('password recovery', () => {
  it('walks a provider through email, verify and proceed to the provider login', async () => {
    const { calls } = fakeApi({
      'POST /api/provider/otp': sent,
      'POST /api/provider/recover': () => answer({ success: true, message: 'Password reset successful.' }),
    });
    renderRoutes(routes, '/recover?as=provider');
    const user = userEvent.setup();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.type(field('Email address'), 'pro@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const verify = await screen.findByRole('heading', { name: 'Verify' });
    expect(document.activeElement).toBe(verify);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await user.type(field('Code from the email'), '123456');
    await user.type(field('New password'), 'weak');
    expect(descriptionOf(field('New password'))).toContain('Not strong enough');
    await user.type(field('New password'), 'er12!');
    expect(descriptionOf(field('New password'))).toContain('Password strong enough');
    await user.type(field('Confirm password'), 'weaker12!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Proceed' })).toBeTruthy();
    expect(screen.getByText('Password reset successful.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to provider login' }).getAttribute('href')).toBe(
      '/provider/login',
    );
    expect(Object.fromEntries(calls[1]?.params ?? [])).toEqual({
      email: 'pro@example.com',
      otp: '123456',
      password: 'weaker12!',
    });
  });

  it('checks the email, then shows why a code could not be sent', async () => {
    fakeApi({ 'POST /api/otp': () => answer({ success: false, message: '' }, 429) });
    renderRoutes(routes, '/recover');
    const user = userEvent.setup();
    await user.type(field('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(descriptionOf(field('Email address'))).toContain('Please input a valid email address');
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send OTP.');
  });

  it("says 'Server error.' when the reset cannot reach the server, and spells out the rules", async () => {
    fakeApi({ 'POST /api/otp': sent, 'POST /api/recover': networkDown });
    renderRoutes(routes, '/recover');
    const user = userEvent.setup();
    await user.type(field('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Verify' });
    await user.type(field('Code from the email'), '12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(descriptionOf(field('Code from the email'))).toContain('Please enter the OTP sent to your email.');
    expect(descriptionOf(field('New password'))).toContain(
      'Password must be at least 8 characters and include a number and a special character.',
    );
    expect(descriptionOf(field('Confirm password'))).toContain('Passwords do not match.');

    await user.type(field('Code from the email'), '3456');
    await user.type(field('New password'), 'Secret1!');
    await user.type(field('Confirm password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error.');
    expect(field('New password').value).toBe('Secret1!');
  });

  it('offers a new code only after 3:00, counting down in minutes and seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({ 'POST /api/otp': sent });
    renderRoutes(routes, '/recover');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Verify' });
    expect(screen.getByRole('timer').textContent).toContain('3:00');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toContain('1:59');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/otp')).toHaveLength(2);
  });

  it('going back to change the email keeps it as typed', async () => {
    fakeApi({ 'POST /api/otp': sent });
    renderRoutes(routes, '/recover');
    const user = userEvent.setup();
    await user.type(field('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(field('Email address').value).toBe('a@b.co');
  });
});
