import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { DataRequestsPage } from './data-requests-page';

const request = (over: Record<string, unknown>) => ({
  ID: '1',
  AskedOn: '2026-07-01T09:30:00Z',
  DueBy: '2026-08-01T09:30:00Z',
  Status: 'asked',
  ReadyAt: null,
  ExpiresAt: null,
  DownloadedAt: null,
  AccountID: 'CUS-0000000001',
  Email: 'sam@example.org',
  Role: 'user',
  Attempts: 0,
  LastError: null,
  Overdue: false,
  ...over,
});

describe('the data requests page', () => {
  it('shows each request with when it was asked, when it is due and its state, overdue ones marked', async () => {
    fakeApi({
      'GET /api/ops/datarequests': () =>
        answer({
          success: true,
          message: 'ok',
          data: [
            request({ ID: '2', Status: 'failed', Overdue: true, LastError: 'disk full', Attempts: 3 }),
            request({
              ID: '1',
              Email: 'pat@example.org',
              Role: 'provider',
              AccountID: 'PRO-0000000001',
              Status: 'downloaded',
              ReadyAt: '2026-07-01T09:31:00Z',
              DownloadedAt: '2026-07-02T10:00:00Z',
            }),
          ],
        }),
    });
    renderAt('/ops/data-requests', '/ops/data-requests', <DataRequestsPage />);
    const failed = (await screen.findByText('sam@example.org')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failed: answer by hand')).toBeTruthy();
    expect(within(failed).getByText('Overdue')).toBeTruthy();
    expect(within(failed).getByText('Last error: disk full')).toBeTruthy();
    // 09:30 UTC on 1 July is 10:30 in London (summer time); due a month later.
    expect(within(failed).getByText(/10:30/)).toBeTruthy();
    expect(within(failed).getByText(/1 August 2026/)).toBeTruthy();
    expect(screen.getByText('sam@example.org').closest('a')?.getAttribute('href')).toBe(
      '/ops/accounts/CUS-0000000001',
    );
    const done = screen.getByText('pat@example.org').closest('tr') as HTMLElement;
    expect(within(done).getByText('Downloaded')).toBeTruthy();
    expect(within(done).getByText('Provider')).toBeTruthy();
    expect(within(done).queryByText('Overdue')).toBeNull();
  });

  it('says when nobody has asked', async () => {
    fakeApi({ 'GET /api/ops/datarequests': () => answer({ success: true, message: 'ok', data: [] }) });
    renderAt('/ops/data-requests', '/ops/data-requests', <DataRequestsPage />);
    expect(await screen.findByText('Nobody has asked for their data yet.')).toBeTruthy();
  });
});
