import type { OpsKyc, OpsService } from '@callout/contracts/ops-people';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kyc, serviceRequest } from '../../../test/rendered-data';
import { answer, fakeApi, networkDown, renderAt } from '../../../test/test-utils';
import { ReviewsPage } from './reviews-page';

function serve(options: { kyc?: OpsKyc[]; services?: OpsService[] } = {}) {
  let pending = options.kyc ?? [kyc];
  return fakeApi({
    'GET /api/ops/kyc': () => answer({ success: true, message: 'KYC submissions loaded.', data: pending }),
    'GET /api/ops/services': () =>
      answer({
        success: true,
        message: 'Service requests loaded.',
        data: options.services ?? [serviceRequest],
      }),
    'POST /api/ops/kyc/PRV-ADA/review': (params) => {
      if (params.get('status') === 'QUERIED' && !params.get('note')) {
        return answer(
          { success: false, message: 'Please add a note telling the provider what to correct.' },
          400,
        );
      }
      pending = [];
      return answer({ success: true, message: `KYC marked ${params.get('status')}.` });
    },
    'POST /api/ops/services/7/review': (params) =>
      answer({ success: true, message: `Service request marked ${params.get('status')}.` }),
  });
}

const open = () => renderAt('/ops/reviews', '/ops/reviews', <ReviewsPage />);

describe('provider reviews', () => {
  it('shows the three documents beside the typed fields', async () => {
    serve();
    open();
    const card = await screen.findByRole('article', { name: /^Ada Nwosu/ });
    expect(within(card).getByRole('img', { name: 'ID document of Ada Nwosu' }).getAttribute('src')).toBe(
      kyc.idlink,
    );
    expect(within(card).getByRole('img', { name: 'Utility bill of Ada Nwosu' }).getAttribute('src')).toBe(
      kyc.utilitylink,
    );
    expect(within(card).getByRole('img', { name: 'Photo of Ada Nwosu' })).toBeTruthy();
    expect(within(card).getByText('QQ123456C')).toBeTruthy();
    expect(within(card).getByText('10 Whitehall, Greater London, United Kingdom')).toBeTruthy();
  });

  it('shows the VAT number from the provider’s seller details, or that none was given', async () => {
    serve({
      kyc: [
        { ...kyc, VAT: 'GB123456789' },
        { ...kyc, ProviderID: 'PRV-BEN', FirstName: 'Ben', VAT: null },
      ],
    });
    open();
    const vatOf = (card: HTMLElement) =>
      within(card).getByText('VAT number').closest('div')?.querySelector('dd')?.textContent;
    expect(vatOf(await screen.findByRole('article', { name: /^Ada Nwosu/ }))).toBe('GB123456789');
    expect(vatOf(screen.getByRole('article', { name: /^Ben Nwosu/ }))).toBe('None given');
  });

  it('shows the server’s words when a query has no note, keeps the input, then verifies', async () => {
    const api = serve();
    open();
    const card = await screen.findByRole('article', { name: /^Ada Nwosu/ });
    await userEvent.click(within(card).getByRole('radio', { name: 'QUERIED' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(
      await within(card).findByText('Please add a note telling the provider what to correct.'),
    ).toBeTruthy();
    expect((within(card).getByRole('radio', { name: 'QUERIED' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(card).getByRole('radio', { name: 'VERIFIED' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('KYC marked VERIFIED.')).toBeTruthy();
    expect(await screen.findByText('No KYC submissions to review')).toBeTruthy();
    expect(api.callsTo('ops/kyc/PRV-ADA/review').at(-1)?.params.get('status')).toBe('VERIFIED');
  });

  it('shows a service request with the product’s price range and decides it with a note', async () => {
    const api = serve();
    open();
    const card = await screen.findByRole('article', { name: /Standard home clean/ });
    expect(within(card).getByText('£15.00 – £30.00')).toBeTruthy();
    expect(within(card).getByText('£25.00')).toBeTruthy();
    await userEvent.click(within(card).getByRole('radio', { name: 'DENIED' }));
    await userEvent.type(within(card).getByLabelText('Note to the provider'), 'Verify first');
    await userEvent.click(within(card).getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Service request marked DENIED.')).toBeTruthy();
    expect(api.callsTo('ops/services/7/review')[0]?.params.get('note')).toBe('Verify first');
  });

  it('says when nothing waits', async () => {
    serve({ kyc: [], services: [] });
    open();
    expect(await screen.findByText('No KYC submissions to review')).toBeTruthy();
    expect(screen.getByText('No requests found')).toBeTruthy();
  });

  it('offers a retry when the lists cannot load', async () => {
    fakeApi({ 'GET /api/ops/kyc': networkDown, 'GET /api/ops/services': networkDown });
    open();
    expect((await screen.findAllByRole('button', { name: 'Try again' }, { timeout: 15_000 })).length).toBe(2);
  }, 20_000); // the query client retries before it gives up
});
