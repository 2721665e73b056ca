import type { OperatorCase } from '@callout/contracts/operator-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, networkDown, renderAt } from '../../../test/test-utils';
import { SupportQueuePage } from './support-queue-page';

const row = (id: string, change: Partial<OperatorCase> = {}): OperatorCase => ({
  CaseID: id,
  Subject: 'Help',
  Status: 'NEW',
  Created: '2026-07-01T09:00:00.000Z',
  OwnerRole: 'user',
  OwnerID: `CUS-${id}`,
  OwnerEmail: `${id.toLowerCase()}@example.com`,
  OwnerName: null,
  OwnerPhone: null,
  Messages: 0,
  LastMessage: null,
  ...change,
});
const queue = (data: OperatorCase[]) => () => answer({ success: true, message: 'Cases loaded.', data });

describe('the support queue', () => {
  it('lists the waiting cases oldest first, in London time, each linked to its case', async () => {
    const { callsTo } = fakeApi({
      'GET /api/operator/cases': queue([
        row('CS-AAAA0001', { Subject: 'Refund', OwnerName: 'Dana Carter' }),
        row('CS-AAAA0002', { Status: 'OPEN', OwnerRole: 'provider' }),
      ]),
    });
    renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['CS-AAAA0001', 'CS-AAAA0002']);
    // 09:00 UTC on 1 July is 10:00 in London (summer time).
    expect(rows[0]?.textContent).toContain('10:00');
    expect(rows[0]?.textContent).toContain('Dana Carter · Customer');
    expect(within(table).getByRole('link', { name: 'CS-AAAA0001' }).getAttribute('href')).toBe(
      '/ops/support/CS-AAAA0001',
    );
    expect(screen.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(callsTo('operator/cases')[0]?.params.get('status')).toBe('open');
  });

  it('searches and filters by who opened the case, and asks for closed cases when shown them', async () => {
    const { callsTo } = fakeApi({
      'GET /api/operator/cases': (params) =>
        queue(
          params.get('status') === 'closed'
            ? [row('CS-AAAA0009', { Status: 'CLOSED', Subject: 'Old' })]
            : [row('CS-AAAA0001', { Subject: 'Refund' }), row('CS-AAAA0002', { OwnerRole: 'provider' })],
        )(),
    });
    renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opened by' }), 'provider');
    expect(screen.queryByRole('link', { name: 'CS-AAAA0001' })).toBeNull();
    expect(screen.getByRole('link', { name: 'CS-AAAA0002' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cases' }), 'refund');
    expect(screen.getByText('No support cases match your search')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opened by' }), 'all');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search cases' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CLOSED');
    expect(await screen.findByRole('link', { name: 'CS-AAAA0009' })).toBeTruthy();
    expect(callsTo('operator/cases').map((c) => c.params.get('status'))).toContain('closed');
  });

  it('says when nothing is waiting, and offers a retry when the queue cannot load', async () => {
    fakeApi({ 'GET /api/operator/cases': queue([]) });
    const first = renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    expect(await screen.findByText('No support cases are waiting.')).toBeTruthy();
    first.unmount();

    fakeApi({ 'GET /api/operator/cases': networkDown });
    renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    expect(await screen.findByText('The support queue could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
