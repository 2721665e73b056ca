import { accountChangeEvent } from '@callout/api-client/session-storage';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown, ok, refused } from '../../../testing/test-utils';
import { EmailVerificationCard } from './email-verification-card';

// Only the countdown's clock is faked, so Testing Library's own waiting still runs on real timers.
const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderCard(onVerified = vi.fn()) {
  render(<EmailVerificationCard email="amara@example.com" onVerified={onVerified} />);
  return onVerified;
}

describe('the email verification card', () => {
  it('waits 90 s before a new code may be sent, then 180 s after each send', async () => {
    fakeClock();
    const api = fakeApi({ 'POST /api/provider/otp': () => ok(undefined, 'sent') });
    renderCard();
    expect(screen.getByRole('heading', { name: 'Email Verification Required' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend code in 1:30');
    tick(31_000);
    expect(screen.getByRole('timer').textContent).toBe('Resend code in 0:59');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    tick(60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('timer')).textContent).toBe('Resend code in 3:00');
    expect(api.callsTo('provider/otp')[0]?.params.get('value')).toBe('amara@example.com');
    expect(api.callsTo('provider/otp')[0]?.params.get('purpose')).toBe('verify');
    tick(180_000);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('timer')).textContent).toBe('Resend code in 3:00');
    expect(api.callsTo('provider/otp')).toHaveLength(2);
  });

  it('says why a code could not be sent, in the server words or the spec ones', async () => {
    fakeClock();
    fakeApi({ 'POST /api/provider/otp': () => refused('Too many codes. Try later.', 429) });
    renderCard();
    tick(90_000);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Too many codes. Try later.'));
    // Still offered again, since nothing was sent.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();

    fakeApi({ 'POST /api/provider/otp': networkDown });
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Failed to send OTP.'));
  });

  it('asks for the code when fewer than 4 characters were typed', async () => {
    const api = fakeApi({});
    renderCard();
    await userEvent.type(screen.getByLabelText('Verification code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(window.alert).toHaveBeenCalledWith('Please enter the OTP sent to your email.');
    expect(api.calls).toHaveLength(0);
  });

  it('verifies the email, reloads the profile and tells the shell (which shows the tabs then)', async () => {
    const api = fakeApi({
      'POST /api/provider/verifyemail': () => ok(undefined, 'Email verified successfully.'),
    });
    const announced = vi.fn();
    window.addEventListener(accountChangeEvent, announced);
    const onVerified = renderCard();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(window.alert).toHaveBeenCalledWith('Email verified successfully.');
    expect(api.callsTo('provider/verifyemail')[0]?.params.get('value')).toBe('123456');
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(accountChangeEvent, announced);
  });

  it('alerts the server message or "Failed to verify email." when the code is refused', async () => {
    fakeApi({ 'POST /api/provider/verifyemail': () => refused('That code has expired.') });
    const onVerified = renderCard();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('That code has expired.'));

    fakeApi({ 'POST /api/provider/verifyemail': networkDown });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Failed to verify email.'));
    expect(onVerified).not.toHaveBeenCalled();
  });
});
