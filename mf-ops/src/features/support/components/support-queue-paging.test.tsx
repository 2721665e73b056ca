// The console's support queue loads later cases a page at a time, as the end of the table scrolls into view
// or with Load more; each page's cursor asks for the next. A case's chat in the console asks for its older
// messages with the cursor of the page after them, and hands the chat the cursor of the page before.
import type { OperatorCase } from '@callout/contracts/operator-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, renderAt, watchListEnds } from '../../../test/test-utils';
import { operatorChatCalls } from '../api/case-detail';
import { SupportQueuePage } from './support-queue-page';

const row = (n: number): OperatorCase => ({
  CaseID: `CS-PAGE000${n}`,
  Subject: `Case number ${n}`,
  Status: 'NEW',
  Created: '2026-07-01T09:00:00.000Z',
  OwnerRole: 'user',
  OwnerID: `CUS-${n}`,
  OwnerEmail: null,
  OwnerName: null,
  OwnerPhone: null,
  Messages: 0,
  LastMessage: null,
});

/** Three pages of two cases each, oldest first; each page's Next names its last case. */
const pageAfter = (params: URLSearchParams) => {
  const before = params.get('before');
  const start = before ? Number(before.split('~CS-PAGE')[1]) : 0;
  const Next = start + 2 < 6 ? `1700000000000000~CS-PAGE000${start + 2}` : null;
  return answer({ success: true, message: 'Cases loaded.', data: [row(start + 1), row(start + 2)], Next });
};

const shown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the support queue, paged', () => {
  it('loads the next page with Load more, to the last, then offers no more', async () => {
    const { callsTo } = fakeApi({ 'GET /api/operator/cases': pageAfter });
    renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    await screen.findByRole('link', { name: 'CS-PAGE0002' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more cases' }));
    await screen.findByRole('link', { name: 'CS-PAGE0004' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more cases' }));
    await screen.findByRole('link', { name: 'CS-PAGE0006' });
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `CS-PAGE000${n}`));
    expect(screen.queryByRole('button', { name: 'Load more cases' })).toBeNull();
    expect(callsTo('operator/cases').map((call) => call.params.get('before'))).toEqual([
      null,
      '1700000000000000~CS-PAGE0002',
      '1700000000000000~CS-PAGE0004',
    ]);
  });

  it('loads the next page when the end of the table scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    fakeApi({ 'GET /api/operator/cases': pageAfter });
    renderAt('/ops/support', '/ops/support', <SupportQueuePage />);
    await screen.findByRole('link', { name: 'CS-PAGE0002' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'CS-PAGE0004' });
    scrollToEnd();
    await screen.findByRole('link', { name: 'CS-PAGE0006' });
    expect(shown()).toHaveLength(6);
  });
});

describe("a case's chat in the console", () => {
  it('asks for older messages with the cursor and passes on the cursor of the page before', async () => {
    const message = (id: number) => ({
      Id: String(id),
      SenderId: 'CUS-1',
      Name: 'Dana',
      Message: `Message ${id}`,
      ImageUrl: null,
      Date: '2026-07-01T09:00:00Z',
      ReplyToChatId: null,
    });
    const { callsTo } = fakeApi({
      'GET /api/operator/cases/CS-PAGE0001': (params) => {
        const older = params.get('before') === '51';
        return answer({
          success: true,
          message: 'Chat loaded.',
          data: {
            case: row(1),
            messages: older ? [message(1)] : [message(51), message(52)],
            userid: 'OPS-1',
          },
          Next: older ? null : '51',
        });
      },
    });
    const calls = operatorChatCalls();
    const newest = await calls.load({ category: 'SUPPORT', chatid: 'CS-PAGE0001' });
    expect(newest).toMatchObject({ success: true, Next: '51', status: 'NEW' });
    const older = await calls.load({ category: 'SUPPORT', chatid: 'CS-PAGE0001', before: '51' });
    expect(older.data?.map((m) => m.Id)).toEqual(['1']);
    expect(older.Next).toBeNull();
    expect(callsTo('operator/cases/CS-PAGE0001').map((call) => call.params.get('before'))).toEqual([
      null,
      '51',
    ]);
  });
});
