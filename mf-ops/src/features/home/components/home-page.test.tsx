import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { HomePage } from './home-page';

describe("the console home's bell", () => {
  it('lists, once opened, the notices written for the operator, each linking where it says', async () => {
    const api = fakeApi({
      'GET /api/ops/notifications': () =>
        answer({
          success: true,
          message: 'Notifications loaded.',
          data: [
            {
              Id: '7',
              Notification: 'The canary of mf-support (version bbbbbbbbbbbb) was rolled back by itself.',
              Link: '/ops/releases',
              Time: '2026-07-01T09:40:00Z',
            },
            {
              Id: '6',
              Notification: 'A plain notice.',
              Link: 'https://elsewhere.example',
              Time: '2026-07-01T09:00:00Z',
            },
          ],
        }),
    });
    renderAt('/ops', '/ops', <HomePage />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    // Nothing is asked for until the bell is opened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('ops/notifications')).toHaveLength(0);
    fireEvent.click(bell);
    const list = await screen.findByRole('region', { name: 'Notifications' });
    const link = await within(list).findByRole('link', {
      name: 'The canary of mf-support (version bbbbbbbbbbbb) was rolled back by itself.',
    });
    expect(link.getAttribute('href')).toBe('/ops/releases');
    expect(within(list).getByText('A plain notice.').closest('a')).toBeNull();
    expect(api.callsTo('ops/notifications')).toHaveLength(1);
  });

  it('says when there is nothing', async () => {
    fakeApi({
      'GET /api/ops/notifications': () =>
        answer({ success: true, message: 'No notifications found', data: [] }),
    });
    renderAt('/ops', '/ops', <HomePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
  });
});

describe("the console home's bell, paged", () => {
  it('loads older notices with Load more, each page with the cursor of the one before', async () => {
    const api = fakeApi({
      'GET /api/ops/notifications': (params) => {
        const older = params.get('before') === '9';
        const data = (older ? [8] : [10, 9]).map((n) => ({
          Id: String(n),
          Notification: `Notice ${n}`,
          Link: null,
          Time: '2026-07-01T09:00:00Z',
        }));
        return answer({ success: true, message: 'Notifications loaded.', data, Next: older ? null : '9' });
      },
    });
    renderAt('/ops', '/ops', <HomePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('Notice 9');
    fireEvent.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await screen.findByText('Notice 8');
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
    expect(api.callsTo('ops/notifications').map((call) => call.params.get('before'))).toEqual([null, '9']);
  });
});
