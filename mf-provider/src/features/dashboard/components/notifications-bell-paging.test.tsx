// The provider's bell loads older notifications a page at a time: when the end of its list scrolls into
// view, or with Load more; each page's cursor asks for the next, and the first is asked as it always was.
import '../../../testing/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, renderAt, watchListEnds } from '../../../testing/test-utils';
import { NotificationsBell } from './notifications-bell';

/** Three pages of two notifications: Notice 6…Notice 1, newest first; each page's Next is its last id. */
const pageAfter = (params: URLSearchParams) => {
  const before = Number(params.get('before') ?? 7);
  const data = [before - 1, before - 2].map((n) => ({
    Id: String(n),
    Notification: `Notice ${n}`,
    Link: null,
    Time: '2026-07-01T09:00:00Z',
  }));
  return answer({
    success: true,
    message: 'Notifications loaded.',
    data,
    Next: before - 2 > 1 ? String(before - 2) : null,
  });
};

const shown = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split('Notice ')[1]?.[0]);

afterEach(() => vi.unstubAllGlobals());

describe("the provider's bell, paged", () => {
  it('loads older notifications with Load more, to the first, then offers no more', async () => {
    const api = fakeApi({ 'GET /api/provider/getnotifications': pageAfter });
    renderAt('/provider', <NotificationsBell />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('Notice 5');
    await userEvent.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await screen.findByText('Notice 3');
    await userEvent.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await screen.findByText('Notice 1');
    expect(shown()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
    expect(api.callsTo('provider/getnotifications').map((call) => call.params.get('before'))).toEqual([
      null,
      '5',
      '3',
    ]);
  });

  it('loads older notifications when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    fakeApi({ 'GET /api/provider/getnotifications': pageAfter });
    renderAt('/provider', <NotificationsBell />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('Notice 5');
    scrollToEnd();
    await screen.findByText('Notice 3');
    scrollToEnd();
    await screen.findByText('Notice 1');
    expect(shown()).toHaveLength(6);
  });
});
