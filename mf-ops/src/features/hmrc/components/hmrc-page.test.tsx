import type { OpsSeller, SellerDetails } from '@callout/contracts/hmrc-reporting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { HmrcPage } from './hmrc-page';

const details: SellerDetails = {
  Kind: 'COMPANY',
  FirstName: null,
  LastName: null,
  LegalName: 'Copper Pipe Ltd',
  Address: '1 Dock Road, Hull',
  Country: 'GB',
  DOB: null,
  NINO: null,
  TaxID: null,
  CompanyNumber: '01234567',
  UTR: '2234567890',
  VAT: 'GB123456789',
  KycMismatch: ['The company name differs from the organisation in the identity check.'],
  Saved: '2026-01-10T10:00:00Z',
  Verified: null,
};
const missing: OpsSeller = {
  ProviderID: 'PRV-1',
  Email: 'pat@example.com',
  Name: 'Pat Tester',
  Status: 'MISSING',
  Details: null,
};
const given: OpsSeller = {
  ProviderID: 'PRV-2',
  Email: 'copper@example.com',
  Name: 'Cora Copper',
  Status: 'UNVERIFIED',
  Details: details,
};

function hmrcApi(report: (params: URLSearchParams) => Response) {
  let sellers = [missing, given];
  return fakeApi({
    'GET /api/ops/sellerdetails': () => answer({ success: true, message: 'Sellers.', data: sellers }),
    'POST /api/ops/sellerdetails/PRV-2/verify': () => {
      sellers = [missing];
      return answer({
        success: true,
        message: 'The details are marked verified.',
        data: { Status: 'VERIFIED', Details: { ...details, Verified: '2026-01-11T10:00:00Z' } },
      });
    },
    'POST /api/ops/hmrc/reports': report,
  });
}

const open = () => renderAt('/ops/hmrc', '/ops/hmrc', <HmrcPage />);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});

describe('HMRC reporting in the console', () => {
  it('lists the sellers missing or not verified, and verifies one with a note', async () => {
    const user = userEvent.setup();
    const api = hmrcApi(() => answer({ success: false, message: 'unused' }, 500));
    open();
    const missingRow = (await screen.findByRole('rowheader', { name: /Pat Tester/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(missingRow).getByText('Missing')).toBeTruthy();
    expect(within(missingRow).queryByRole('button')).toBeNull();
    const givenRow = screen.getByRole('rowheader', { name: /Cora Copper/ }).closest('tr') as HTMLElement;
    expect(within(givenRow).getByText('Given, not verified')).toBeTruthy();
    expect(within(givenRow).getByText('VAT number: GB123456789')).toBeTruthy();
    expect(
      within(givenRow).getByText('The company name differs from the organisation in the identity check.'),
    ).toBeTruthy();
    await user.type(
      within(givenRow).getByRole('textbox', { name: 'Note on the check of Cora Copper (optional)' }),
      'Trading name, same company number',
    );
    await user.click(within(givenRow).getByRole('button', { name: 'Verify the details of Cora Copper' }));
    expect(await screen.findByText('The details are marked verified.')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('ops/sellerdetails/PRV-2/verify')[0]?.params ?? [])).toEqual({
      note: 'Trading name, same company number',
    });
    expect(screen.queryByRole('rowheader', { name: /Cora Copper/ })).toBeNull();
  });

  it("produces a year's report and offers it as a file; a refusal is shown in the server's words", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = hmrcApi((params) =>
      refuse
        ? answer(
            {
              success: false,
              message: 'The year 2026 has not ended: a report covers a whole calendar year.',
            },
            409,
          )
        : answer({
            success: true,
            message: 'The report for 2025: 3 seller(s).',
            data: {
              MessageRefID: 'GB2025-ABC',
              Year: 2025,
              Kind: 'ORIGINAL',
              Sellers: 3,
              MissingDetails: ['PRV-1'],
              Format: params.get('format'),
              Content: 'ProviderID,Name\r\n',
            },
          }),
    );
    open();
    const year = await screen.findByRole('textbox', { name: 'Calendar year' });
    await user.clear(year);
    await user.type(year, '2026');
    await user.click(screen.getByRole('button', { name: 'Produce the report' }));
    expect(
      await screen.findByText('The year 2026 has not ended: a report covers a whole calendar year.'),
    ).toBeTruthy();

    refuse = false;
    await user.clear(year);
    await user.type(year, '2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'CSV');
    await user.click(screen.getByRole('button', { name: 'Produce the report' }));
    expect(await screen.findByText('The report for 2025: 3 sellers')).toBeTruthy();
    expect(
      screen.getByText('1 provider paid in the year has not given their details and is not in it.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download hmrc-dpi-2025-GB2025-ABC.csv' });
    expect(link.getAttribute('href')).toBe('blob:report');
    expect(link.getAttribute('download')).toBe('hmrc-dpi-2025-GB2025-ABC.csv');
    const posts = api.callsTo('ops/hmrc/reports');
    expect(Object.fromEntries(posts[1]?.params ?? [])).toEqual({
      year: '2025',
      format: 'csv',
      draft: 'false',
    });
  });
});
