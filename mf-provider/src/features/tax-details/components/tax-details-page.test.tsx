import '../../../testing/test-utils';
import {
  kycMismatchMessages,
  type SellerDetails,
  sellerDetailsMessages,
} from '@callout/contracts/hmrc-reporting';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, ok, refused, renderAt, renderRoutes } from '../../../testing/test-utils';
import { sellerDetailsDraftKey, sellerDetailsDraftStore } from '../tax-details-draft';
import TaxDetailsPage from './tax-details-page';
import TaxStatementPage from './tax-statement-page';

const given: SellerDetails = {
  Kind: 'INDIVIDUAL',
  FirstName: 'Amira',
  LastName: 'Shah',
  LegalName: 'Amira Shah',
  Address: '4 Mill Lane, Leeds LS1 4AP',
  Country: 'GB',
  DOB: '1985-03-02',
  NINO: 'AB123456C',
  TaxID: null,
  CompanyNumber: null,
  UTR: null,
  KycMismatch: [kycMismatchMessages.name],
  Saved: '2026-01-10T10:00:00Z',
  Verified: null,
};

afterEach(() => sellerDetailsDraftStore.flush());

describe('Tax details for HMRC', () => {
  it('shows a refused number at its field and keeps what was typed, then saves and says it waits for a check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let stored: SellerDetails | null = null;
    const api = fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/sellerdetails': () =>
        ok({ Status: stored ? 'UNVERIFIED' : 'MISSING', Details: stored }),
      'POST /api/provider/sellerdetails': (params) => {
        if (params.get('nino') === 'AB 12') return refused(sellerDetailsMessages.nino, 400, 'nino');
        stored = given;
        return ok({ Status: 'UNVERIFIED', Details: given }, 'Saved.');
      },
    });
    renderAt('/provider/taxdetails', <TaxDetailsPage />);
    expect((await screen.findByTestId('tax-status')).textContent).toBe('Missing');
    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Amira');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Shah');
    await user.type(screen.getByLabelText('Date of birth'), '1985-03-02');
    const nino = screen.getByRole('textbox', { name: 'National Insurance number' });
    await user.type(nino, 'AB 12');
    await user.type(screen.getByRole('textbox', { name: 'Main address' }), '4 Mill Lane, Leeds LS1 4AP');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));

    await waitFor(() => expect(nino.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Please enter a valid National Insurance number, like QQ 12 34 56 C.'),
    ).toBeTruthy();
    await waitFor(async () => {
      await sellerDetailsDraftStore.flush();
      expect(await sellerDetailsDraftStore.read(sellerDetailsDraftKey)).toMatchObject({
        kind: 'INDIVIDUAL',
        firstname: 'Amira',
        nino: 'AB 12',
      });
    });

    await user.clear(nino);
    await user.type(nino, 'AB 12 34 56 C');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() =>
      expect(screen.getByTestId('tax-status').textContent).toBe('Given, waiting for a check'),
    );
    const [, sent] = api.callsTo('provider/sellerdetails').filter((call) => call.method === 'POST');
    expect(Object.fromEntries(sent?.params ?? [])).toEqual({
      kind: 'INDIVIDUAL',
      firstname: 'Amira',
      lastname: 'Shah',
      dob: '1985-03-02',
      nino: 'AB 12 34 56 C',
      taxid: '',
      address: '4 Mill Lane, Leeds LS1 4AP',
      country: '',
      vat: '',
    });
    expect(
      await screen.findByText(
        'Your details for HMRC are saved. They differ from your identity check, so an operator will look at them.',
      ),
    ).toBeTruthy();
    // The cross-check with the identity check is shown at the name.
    expect(
      screen.getByText('This differs from the name in your identity check: an operator will look at it.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    await sellerDetailsDraftStore.flush();
    expect(await sellerDetailsDraftStore.read(sellerDetailsDraftKey)).toBeUndefined();
  });
});

describe('Tax details refused in another language', () => {
  it('shows a refusal at the field the server names, whatever language its words are in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const polishWords = 'Podaj prawidłowy numer National Insurance, np. QQ 12 34 56 C.';
    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/sellerdetails': () => ok({ Status: 'MISSING', Details: null }),
      'POST /api/provider/sellerdetails': () => refused(polishWords, 400, 'nino'),
    });
    renderAt('/provider/taxdetails', <TaxDetailsPage />);
    await user.click(await screen.findByRole('radio', { name: 'An individual' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Jan');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kowalski');
    await user.type(screen.getByLabelText('Date of birth'), '1985-03-02');
    const nino = screen.getByRole('textbox', { name: 'National Insurance number' });
    await user.type(nino, 'AB 12');
    await user.type(screen.getByRole('textbox', { name: 'Main address' }), '4 Mill Lane, Leeds LS1 4AP');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));

    await waitFor(() => expect(nino.getAttribute('aria-invalid')).toBe('true'));
    // At the field (its description), not only at the top of the form.
    const described = (nino.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(polishWords);
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('Tax details for HMRC: residence and VAT number', () => {
  it('sends the country and the VAT number, shows a refused VAT number at its field, and shows them when given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let stored: SellerDetails | null = null;
    const company: SellerDetails = {
      ...given,
      Kind: 'COMPANY',
      FirstName: null,
      LastName: null,
      LegalName: 'Brass Tap Sp. z o.o.',
      DOB: null,
      NINO: null,
      UTR: '2234567890',
      Country: 'PL',
      VAT: 'PL5260001246',
      KycMismatch: [],
    };
    const api = fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/sellerdetails': () =>
        ok({ Status: stored ? 'UNVERIFIED' : 'MISSING', Details: stored }),
      'POST /api/provider/sellerdetails': (params) => {
        if (params.get('vat') === 'GB12') return refused(sellerDetailsMessages.vatGb, 400, 'vat');
        stored = company;
        return ok({ Status: 'UNVERIFIED', Details: company }, 'Saved.');
      },
    });
    renderAt('/provider/taxdetails', <TaxDetailsPage />);
    await screen.findByTestId('tax-status');
    await user.click(screen.getByRole('radio', { name: 'A company' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Legal name of the company' }),
      'Brass Tap Sp. z o.o.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Unique Taxpayer Reference (UTR)' }), '2234567890');
    await user.type(screen.getByRole('textbox', { name: 'Main address' }), 'ul. Długa 5, Gdańsk');
    const vat = screen.getByRole('textbox', { name: 'VAT number' });
    await user.type(vat, 'GB12');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Please enter a valid UK VAT number: GB and 9 digits (or GB and 12 digits).'),
    ).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Country of residence' }), 'PL');
    await user.clear(vat);
    await user.type(vat, 'PL5260001246');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() =>
      expect(screen.getByTestId('tax-status').textContent).toBe('Given, waiting for a check'),
    );
    const [, sent] = api.callsTo('provider/sellerdetails').filter((call) => call.method === 'POST');
    expect(Object.fromEntries(sent?.params ?? [])).toMatchObject({
      kind: 'COMPANY',
      country: 'PL',
      vat: 'PL5260001246',
    });
    // Given, they fill the form again.
    expect((screen.getByRole('textbox', { name: 'Country of residence' }) as HTMLInputElement).value).toBe(
      'PL',
    );
    expect((screen.getByRole('textbox', { name: 'VAT number' }) as HTMLInputElement).value).toBe(
      'PL5260001246',
    );
  });
});

describe('Statement for HMRC', () => {
  it("shows the year's quarters as reported, with totals, and prints", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/hmrcstatement': () =>
        ok({
          Year: 2025,
          DocRefID: 'GB2025-DOC1',
          Corrects: 'GB2025-DOC0',
          Reported: '2026-01-20T10:00:00Z',
          Seller: { Kind: 'INDIVIDUAL', Name: 'Amira Shah', Reference: 'AB123456C' },
          Currency: 'GBP',
          Figures: { Consideration: [54, 0, 72, 0], Fees: [6, 0, 8, 0], Activities: [1, 0, 1, 0] },
        }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoutes(
      [{ path: '/provider/taxstatement', element: <TaxStatementPage /> }],
      '/provider/taxstatement?year=2025',
    );
    expect(await screen.findByRole('heading', { name: 'Reported to HMRC for 2025' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('Q1£54.00£6.001');
    expect(rows).toContain('Year£126.00£14.002');
    expect(screen.getByText('GB2025-DOC0')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
