import '../../../testing/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { kycRecord, kycReviews } from '../../../testing/page-data';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, ok, refused, renderAt } from '../../../testing/test-utils';
import VerificationPage from './verification-page';

function kycApi(records: unknown[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData({ isKYCVerified: false })),
    'GET /api/provider/kycdata': () => ok(records),
    'GET /api/provider/kycreviews': () => ok(kycReviews),
    ...extra,
  });
}

const png = (bytes: number, name = 'id.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function fillForm() {
  const values: [string, string][] = [
    ['First name', 'Amara'],
    ['Last name', 'Okafor'],
    ['Organisation', 'Okafor Cleaning'],
    ['Phone', '07700900123'],
    ['Address', '1 High Street'],
    ['Province or county', 'London'],
    ['Country', 'United Kingdom'],
    ['Identity (insurance) number', 'QQ123456C'],
  ];
  // Typed in one go: a key-by-key replay of nine fields is slow and adds nothing here.
  for (const [label, value] of values) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-01' } });
  for (const label of ['Profile photo', 'Means of identification', 'Utility bill']) {
    await userEvent.upload(screen.getByLabelText(label), png(100, `${label}.png`));
  }
}

describe('the verification screen', () => {
  it('shows VERIFICATION COMPLETED with nothing to submit once verified, and the reviews', async () => {
    kycApi([kycRecord('VERIFIED')]);
    renderAt('/provider/verification', <VerificationPage />);
    expect(await screen.findByText('VERIFICATION COMPLETED')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(await screen.findByText('The bill is unreadable.')).toBeTruthy();
    expect(screen.getByText('Sam Agent')).toBeTruthy();
  });

  it('shows any other status as text with no submit', async () => {
    kycApi([kycRecord('UNDER-REVIEW')]);
    renderAt('/provider/verification', <VerificationPage />);
    expect(await screen.findByText('UNDER-REVIEW')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('lets a queried submission be corrected and sent again, starting from what was sent', async () => {
    kycApi([kycRecord('QUERIED')]);
    renderAt('/provider/verification', <VerificationPage />);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect((screen.getByLabelText('Organisation') as HTMLInputElement).value).toBe('Okafor Cleaning');
  });

  it('marks every missing field as required and sends nothing', async () => {
    const api = kycApi([]);
    renderAt('/provider/verification', <VerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('All fields are required.').length).toBe(12);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(api.callsTo('provider/updatekyc')).toHaveLength(0);
  });

  it('refuses an image over 2 MB and clears the file', async () => {
    kycApi([]);
    renderAt('/provider/verification', <VerificationPage />);
    const input = (await screen.findByLabelText('Utility bill')) as HTMLInputElement;
    await userEvent.upload(input, png(2 * 1024 * 1024 + 1));
    expect(window.alert).toHaveBeenCalledWith('File size exceeds 2MB. Please select a smaller file.');
    expect(input.value).toBe('');
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
  });

  it('submits every field, alerts the server message and reloads', async () => {
    let submitted = false;
    const api = kycApi([], {
      'GET /api/provider/kycdata': () => ok(submitted ? [kycRecord('SUBMITTED')] : []),
      'POST /api/provider/updatekyc': () => {
        submitted = true;
        return ok(undefined, 'Verification details submitted.');
      },
    });
    renderAt('/provider/verification', <VerificationPage />);
    await screen.findByRole('button', { name: 'Submit' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('SUBMITTED')).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('Verification details submitted.');
    const sent = api.callsTo('provider/updatekyc')[0]?.params;
    expect(sent?.get('firstName')).toBe('Amara');
    expect(sent?.get('dob')).toBe('1990-04-01');
    expect(sent?.get('idno')).toBe('QQ123456C');
    expect(sent?.get('utilityBill')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(api.callsTo('provider/kycreviews').length).toBeGreaterThan(1);
  });

  it('alerts the server message when the submission is refused, keeping what was typed', async () => {
    kycApi([], {
      'POST /api/provider/updatekyc': () => refused('Your verification details are being reviewed.', 409),
    });
    renderAt('/provider/verification', <VerificationPage />);
    await screen.findByRole('button', { name: 'Submit' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Your verification details are being reviewed.'),
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Amara');
  });
});
