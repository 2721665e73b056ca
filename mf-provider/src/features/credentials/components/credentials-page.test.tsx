import '../../../testing/test-utils';
import type { Credential } from '@callout/contracts/credentials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKeys } from '../../../config/constants';
import { credentialDraftStore } from '../../../data/drafts';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, networkDown, ok, refused, renderAt, setOnline } from '../../../testing/test-utils';
import CredentialsPage from './credentials-page';

const gasSafe = {
  KindID: 1,
  Name: 'Gas Safe registered',
  IssuingBody: 'Gas Safe Register',
  HasNumber: true,
  HasExpiry: true,
  RegisterUrl: 'https://www.gassaferegister.co.uk/',
};
const insurance = {
  KindID: 2,
  Name: 'Public liability insurance',
  IssuingBody: 'Insurer',
  HasNumber: true,
  HasExpiry: true,
  RegisterUrl: null,
};
const dbs = {
  KindID: 3,
  Name: 'DBS check',
  IssuingBody: 'DBS',
  HasNumber: false,
  HasExpiry: false,
  RegisterUrl: null,
};

const credential = (over: Partial<Credential>): Credential => ({
  CredentialID: 1,
  KindID: 1,
  Name: gasSafe.Name,
  IssuingBody: gasSafe.IssuingBody,
  RegisterUrl: gasSafe.RegisterUrl,
  Number: '598765',
  Expires: '2027-03-01',
  Cover: null,
  Status: 'VERIFIED',
  Current: true,
  Note: null,
  Submitted: '2026-03-01T10:00:00Z',
  Checked: '2026-03-03T10:00:00Z',
  Document: '/api/media/kyc/doc-1',
  ...over,
});

const pageData = (over: Record<string, unknown> = {}) => ({
  Credentials: [
    credential({}),
    credential({
      CredentialID: 2,
      Status: 'SUBMITTED',
      Current: false,
      Checked: null,
      Expires: '2028-03-01',
    }),
    credential({
      CredentialID: 3,
      KindID: 2,
      Name: insurance.Name,
      IssuingBody: insurance.IssuingBody,
      RegisterUrl: null,
      Status: 'QUERIED',
      Current: false,
      Note: 'The policy number is not readable.',
      Cover: 50_000_000,
    }),
    credential({ CredentialID: 4, Status: 'VERIFIED', Current: false, Expires: '2026-01-01' }),
  ],
  Kinds: [gasSafe, insurance, dbs],
  Uncovered: [{ ProductID: '7', Product: 'Deep clean', Needs: ['Public liability insurance'] }],
  Requirements: [
    { RequirementID: 1, Kinds: [1], MinCover: null, Products: ['Boiler service'] },
    { RequirementID: 2, Kinds: [2], MinCover: 100_000_000, Products: ['Boiler service', 'Deep clean'] },
  ],
  ...over,
});

/** What the device keeps of the form, once its writes have settled. */
const keptOnDevice = (expected: Record<string, unknown>) =>
  waitFor(async () => {
    await credentialDraftStore.flush();
    expect(await credentialDraftStore.read(draftKeys.credential)).toMatchObject(expected);
  });

/** A one-pixel PNG, as a provider's photo of a certificate would arrive. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'gas-safe.png',
    { type: 'image/png' },
  );

function credentialsApi(
  post: Parameters<typeof fakeApi>[0][string] = () =>
    ok(credential({ CredentialID: 9 }), 'Credential sent for checking.'),
  data: () => unknown = () => pageData(),
) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/credentials': () => ok(data()),
    'POST /api/provider/credentials': post,
  });
}

const itemNamed = async (name: string, index = 0) =>
  (await screen.findAllByRole('heading', { level: 3, name }))[index]?.closest('li') as HTMLElement;

// A draft waiting to be written must land before the next test clears the device.
afterEach(() => credentialDraftStore.flush());

describe('Credentials page', () => {
  it('lists each credential with its body, number, en-GB expiry, status and register link', async () => {
    credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    const verified = await itemNamed('Gas Safe registered', 0);
    expect(within(verified).getByText('Issued by Gas Safe Register')).toBeTruthy();
    expect(within(verified).getByText('598765')).toBeTruthy();
    expect(within(verified).getByText('1 March 2027')).toBeTruthy();
    expect(within(verified).getByText('Verified, checked 3 March 2026')).toBeTruthy();
    expect(
      within(verified)
        .getByRole('link', { name: /Gas Safe Register public register/ })
        .getAttribute('href'),
    ).toBe('https://www.gassaferegister.co.uk/');
    expect(within(await itemNamed('Gas Safe registered', 1)).getByText('Waiting for check')).toBeTruthy();
    const queried = await itemNamed('Public liability insurance');
    expect(within(queried).getByText('Queried: The policy number is not readable.')).toBeTruthy();
    expect(within(queried).getByText('£500,000.00')).toBeTruthy();
    expect(within(queried).queryByRole('link', { name: /public register/ })).toBeNull();
    expect(within(await itemNamed('Gas Safe registered', 2)).getByText('Expired')).toBeTruthy();
  });

  it('says which services each requirement covers, whether it is met, and what is not offered', async () => {
    credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    const needs = await screen.findByRole('region', { name: 'What your services need' });
    const [gas, cover] = within(needs).getAllByRole('listitem');
    expect(gas?.textContent).toContain('In place');
    expect(gas?.textContent).toContain('Covers: Boiler service');
    expect(cover?.textContent).toContain('Missing');
    expect(cover?.textContent).toContain('With at least £1,000,000.00 of cover');
    expect(cover?.textContent).toContain('Covers: Boiler service and Deep clean');
    expect(within(needs).getByText('Deep clean: needs Public liability insurance')).toBeTruthy();
  });

  it('shows the empty state, and that every service is offered', async () => {
    credentialsApi(undefined, () => pageData({ Credentials: [], Uncovered: [], Requirements: [] }));
    renderAt('/provider/credentials', <CredentialsPage />);
    expect(await screen.findByText('You have not added a credential yet.')).toBeTruthy();
    expect(screen.getByText('All your services are offered to customers.')).toBeTruthy();
    expect(screen.getByText('None of your services needs a credential.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/credentials': () => refused('Server error', 500),
    });
    renderAt('/provider/credentials', <CredentialsPage />);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('Add a credential', () => {
  const kindSelect = () => screen.findByRole('combobox', { name: 'Credential' });

  it('asks for the fields the chosen kind has, and sends them with the document', async () => {
    const user = userEvent.setup();
    const api = credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    await user.selectOptions(await kindSelect(), 'DBS check');
    expect(screen.queryByRole('textbox', { name: 'Registration or policy number' })).toBeNull();
    expect(screen.queryByLabelText('Expiry date')).toBeNull();
    await user.selectOptions(await kindSelect(), 'Gas Safe registered');
    expect(screen.queryByRole('textbox', { name: 'Cover in pounds' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Registration or policy number' }), '612345');
    await user.type(screen.getByLabelText('Expiry date'), '2028-04-30');
    await user.upload(screen.getByLabelText('Picture or PDF of the credential'), png());
    await screen.findByText('Chosen: gas-safe.png');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText('Credential sent for checking.')).toBeTruthy();
    const [sent] = api.callsTo('provider/credentials').filter((call) => call.method === 'POST');
    expect(Object.fromEntries(sent?.params ?? [])).toEqual({
      kind: '1',
      number: '612345',
      expires: '2028-04-30',
      document:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    });
    // The form is cleared for the next one, and the list asked for again.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Credential' }) as HTMLSelectElement).value).toBe(''),
    );
    expect(
      api.callsTo('provider/credentials').filter((call) => call.method === 'GET').length,
    ).toBeGreaterThan(1);
  });

  it('asks for the cover in pounds when a requirement sets a minimum for the kind', async () => {
    const user = userEvent.setup();
    const api = credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    await user.selectOptions(await kindSelect(), 'Public liability insurance');
    const cover = screen.getByRole('textbox', { name: 'Cover in pounds' });
    expect(screen.getByText('At least £1,000,000.00')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Registration or policy number' }), 'PL-1');
    await user.type(screen.getByLabelText('Expiry date'), '2028-04-30');
    await user.type(cover, '2000000');
    await user.upload(screen.getByLabelText('Picture or PDF of the credential'), png());
    await screen.findByText('Chosen: gas-safe.png');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    await screen.findByText('Credential sent for checking.');
    const [sent] = api.callsTo('provider/credentials').filter((call) => call.method === 'POST');
    expect(sent?.params.get('cover')).toBe('2000000');
  });

  it('marks what is missing before sending anything, and takes the keyboard there', async () => {
    const user = userEvent.setup();
    const api = credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    await user.selectOptions(await kindSelect(), 'Gas Safe registered');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    const number = screen.getByRole('textbox', { name: 'Registration or policy number' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(screen.getByText('Please enter the registration or policy number.')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date.')).toBeTruthy();
    expect(screen.getByText('Please add a picture or PDF of the credential.')).toBeTruthy();
    expect(api.callsTo('provider/credentials').filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a file that is neither a picture nor a PDF, or over 2 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    credentialsApi();
    renderAt('/provider/credentials', <CredentialsPage />);
    await kindSelect();
    const input = screen.getByLabelText('Picture or PDF of the credential');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please add a picture (PNG, JPEG, GIF or WebP) or a PDF.')).toBeTruthy();
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('File size exceeds 2MB. Please select a smaller file.')).toBeTruthy();
  });

  it("shows the server's refusal at the field it names, in any language, and keeps everything entered", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const polishWords = 'Data ważności minęła: dodaj odnowiony dokument.';
    credentialsApi(() => refused(polishWords, 400, 'expires'));
    renderAt('/provider/credentials', <CredentialsPage />);
    await user.selectOptions(await kindSelect(), 'Gas Safe registered');
    await user.type(screen.getByRole('textbox', { name: 'Registration or policy number' }), '612345');
    await user.type(screen.getByLabelText('Expiry date'), '2026-01-01');
    await user.upload(screen.getByLabelText('Picture or PDF of the credential'), png());
    await screen.findByText('Chosen: gas-safe.png');
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', polishWords);
    const expires = screen.getByLabelText('Expiry date') as HTMLInputElement;
    expect(expires.getAttribute('aria-invalid')).toBe('true');
    expect(expires.value).toBe('2026-01-01');
    expect(
      (screen.getByRole('textbox', { name: 'Registration or policy number' }) as HTMLInputElement).value,
    ).toBe('612345');
    expect(screen.getByText('Chosen: gas-safe.png')).toBeTruthy();
    await keptOnDevice({ kind: '1', number: '612345', expires: '2026-01-01' });
  });

  it('offline, sends nothing, says so, and keeps the form, also when the connection drops while sending', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = credentialsApi(networkDown);
    renderAt('/provider/credentials', <CredentialsPage />);
    await user.selectOptions(await kindSelect(), 'Gas Safe registered');
    await user.type(screen.getByRole('textbox', { name: 'Registration or policy number' }), '612345');
    await user.type(screen.getByLabelText('Expiry date'), '2028-04-30');
    await user.upload(screen.getByLabelText('Picture or PDF of the credential'), png());
    await screen.findByText('Chosen: gas-safe.png');
    const offline =
      'You are offline: nothing was sent. What you entered is kept on this device; send it again when you are back online.';
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText(offline)).toBeTruthy();
    expect(api.callsTo('provider/credentials').filter((call) => call.method === 'POST')).toEqual([]);
    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    await waitFor(() =>
      expect(api.callsTo('provider/credentials').filter((call) => call.method === 'POST')).toHaveLength(1),
    );
    expect(await screen.findByText(offline)).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Registration or policy number' }) as HTMLInputElement).value,
    ).toBe('612345');
    expect(screen.getByText('Chosen: gas-safe.png')).toBeTruthy();
    await keptOnDevice({ number: '612345', expires: '2028-04-30', document: { name: 'gas-safe.png' } });
  });
});
