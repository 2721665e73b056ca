import '../../../testing/test-utils';
import type { Dispute } from '@callout/contracts/disputes';
import { addNamespace } from '@callout/i18n/i18n';
import disputeTexts from '@callout/i18n/locales/en-GB/order-disputes.json';
import { QueryClient, QueryClientProvider } from '@callout/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderId } from '../../../testing/orders';
import { answer, fakeApi, networkDown, ok, refuse } from '../../../testing/test-utils';
import { DisputeSection } from './dispute-section';

const dispute = (over: Partial<Dispute> = {}): Dispute => ({
  DisputeID: 'DSP-ONE',
  OrderID: orderId,
  Service: 'Deep clean',
  Status: 'OPEN',
  Reason: 'POOR_QUALITY',
  Description: 'The oven was not cleaned.',
  OpenedAt: '2026-07-01T09:30:00Z',
  Photos: ['https://api.example/media/dispute/a?for=CUS-1'],
  Offer: null,
  Decision: null,
  Currency: 'GBP',
  Refundable: 80,
  Messages: [],
  ...over,
});
const loaded = (data: { Dispute: Dispute | null; ReportUntil: string | null }) =>
  answer({ success: true, message: 'Dispute loaded.', data });

function show(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('the problem section of a finished order', () => {
  beforeAll(() => addNamespace('orders', disputeTexts));

  it('lets the customer report a problem within the window, and then shows it', async () => {
    let reported: Dispute | null = null;
    const api = fakeApi({
      'GET /api/orderdispute': () =>
        loaded({ Dispute: reported, ReportUntil: reported ? null : '2026-07-15T09:30:00Z' }),
      'POST /api/reportproblem': (params) => {
        if ((params.get('description') ?? '').length < 10) {
          return refuse('Please describe the problem in 10 to 2,000 characters.', 400);
        }
        reported = dispute({ Photos: [], Description: params.get('description') ?? '' });
        return answer({ success: true, message: 'Thank you.', data: { DisputeID: 'DSP-ONE' } }, 201);
      },
    });
    show(<DisputeSection accountType="user" orderId={orderId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await userEvent.selectOptions(screen.getByLabelText('What went wrong'), 'The work was poor');
    await userEvent.type(screen.getByLabelText('Describe the problem'), 'Dirty');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please describe the problem in 10 to 2,000 characters.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Describe the problem'), ': the oven was not cleaned.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Open: we are looking into it')).toBeTruthy();
    expect(screen.getByText('The work was poor: Dirty: the oven was not cleaned.')).toBeTruthy();
    expect(api.callsTo('reportproblem').at(-1)?.params.get('reason')).toBe('POOR_QUALITY');
  });

  it('sends a photo in the chat and shows the pictures in the conversation', async () => {
    let messages: Dispute['Messages'] = [];
    const api = fakeApi({
      'GET /api/orderdispute': () => loaded({ Dispute: dispute({ Messages: messages }), ReportUntil: null }),
      'POST /api/disputechat': (params) => {
        messages = [
          {
            Id: '1',
            From: 'CUSTOMER',
            Name: 'Ann',
            Message: params.get('Message') ?? '',
            Image: params.get('ImageData') ? 'https://api.example/media/dispute/b?for=CUS-1' : null,
            Date: '2026-07-01T10:00:00Z',
          },
        ];
        return ok({}, 'Message sent.');
      },
    });
    show(<DisputeSection accountType="user" orderId={orderId} />);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'sink.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Add a photo'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('img', { name: 'Photo sent by Customer' })).toBeTruthy();
    const sent = api.callsTo('disputechat')[0]?.params;
    expect(sent?.get('ImageData')).toMatch(/^data:image\/png;base64,/);
    expect(sent?.get('Message')).toBe('');
  });

  it('tells the customer when the payment provider refused their refund', async () => {
    fakeApi({
      'GET /api/orderdispute': () =>
        loaded({
          Dispute: dispute({
            Status: 'DECIDED',
            Decision: {
              Outcome: 'PARTIAL_REFUND',
              Refund: 15,
              ProviderShareReversed: true,
              Note: 'Rushed',
              DecidedAt: '2026-07-02T10:00:00Z',
            },
            RefundRefused: 'The card account is closed.',
          }),
          ReportUntil: null,
        }),
    });
    show(<DisputeSection accountType="user" orderId={orderId} />);
    expect(await screen.findByText(/Your refund could not be made/)).toBeTruthy();
    // The payment provider's own words are for the operator.
    expect(screen.queryByText(/card account is closed/)).toBeNull();
  });

  it('shows nothing to a customer once the window has passed', async () => {
    fakeApi({ 'GET /api/orderdispute': () => loaded({ Dispute: null, ReportUntil: null }) });
    const { container } = show(<DisputeSection accountType="user" orderId={orderId} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it("lets the customer accept the provider's offer", async () => {
    const api = fakeApi({
      'GET /api/orderdispute': () =>
        loaded({
          Dispute: dispute({
            Offer: { Kind: 'PARTIAL_REFUND', Amount: 15, Note: 'Sorry', Status: 'OFFERED' },
          }),
          ReportUntil: null,
        }),
      'POST /api/answerdisputeoffer': () => ok({}, 'You accepted the offer.'),
    });
    show(<DisputeSection accountType="user" orderId={orderId} />);
    expect(await screen.findByText(/A refund of £15.00 · Sorry/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of the problem' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByText(/A refund of £15.00/);
    expect(api.callsTo('answerdisputeoffer')[0]?.params.get('answer')).toBe('ACCEPT');
  });

  it('shows the provider their held payout and sends their offer and messages', async () => {
    const api = fakeApi({
      'GET /api/provider/orderdispute': () =>
        loaded({
          Dispute: dispute({
            Payout: { Amount: 70, Transferred: 0, Currency: 'GBP', Held: true, AtRisk: false },
            Messages: [
              {
                Id: '1',
                From: 'CUSTOMER',
                Name: 'Sam',
                Message: 'See the photo.',
                Date: '2026-07-01T09:31:00Z',
              },
            ],
          }),
          ReportUntil: null,
        }),
      'POST /api/provider/disputeoffer': () => ok({}, 'Your offer has been sent to the customer.'),
      'POST /api/provider/disputechat': () => ok({}, 'Message sent.'),
    });
    show(<DisputeSection accountType="provider" orderId={orderId} />);
    expect(await screen.findByText(/£70.00, held until this problem is settled/)).toBeTruthy();
    const chat = screen.getByRole('list', { name: 'Messages about this problem' });
    expect(within(chat).getByText('See the photo.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'A partial refund' }));
    await userEvent.type(screen.getByLabelText('Refund amount (£)'), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await userEvent.type(screen.getByLabelText('Message'), 'I can come back on Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/£70.00, held/);
    expect(api.callsTo('provider/disputeoffer')[0]?.params.get('amount')).toBe('12.50');
    expect(api.callsTo('provider/disputeoffer')[0]?.params.get('kind')).toBe('PARTIAL_REFUND');
    expect(api.callsTo('provider/disputechat')[0]?.params.get('Message')).toBe('I can come back on Friday.');
  });

  it('offers a retry when the problem cannot be loaded', async () => {
    fakeApi({ 'GET /api/orderdispute': networkDown });
    show(<DisputeSection accountType="user" orderId={orderId} />);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeTruthy();
  }, 15_000);
});
