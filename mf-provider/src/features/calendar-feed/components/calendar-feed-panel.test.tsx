import '../../../testing/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown, ok, refused, renderAt } from '../../../testing/test-utils';
import { CalendarFeedPanel } from './calendar-feed-panel';

const first = {
  Url: 'https://callout.co.uk/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
  CreatedAt: '2026-07-01T09:00:00Z',
};
const second = {
  Url: 'https://callout.co.uk/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics',
  CreatedAt: '2026-07-02T09:00:00Z',
};

describe('the calendar feed on Settings', () => {
  it('shows the address, copies it, and renews it after the confirmation', async () => {
    const api = fakeApi({
      'GET /api/provider/calendarfeed': () => ok(first),
      'POST /api/provider/calendarfeed/renew': () => ok(second, 'renewed'),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/provider/settings', <CalendarFeedPanel />);
    const address = (await screen.findByLabelText('Your calendar address')) as HTMLInputElement;
    expect(address.value).toBe(first.Url);
    expect(address.readOnly).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(first.Url);
    expect(await screen.findByText('Address copied.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Renew address' }));
    expect(window.confirm).toHaveBeenCalledWith(
      expect.stringContaining('The old address stops working at once'),
    );
    expect(await screen.findByDisplayValue(second.Url)).toBeTruthy();
    expect(screen.getByText(/Your calendar has a new address/)).toBeTruthy();
    expect(api.callsTo('provider/calendarfeed/renew')).toHaveLength(1);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = fakeApi({ 'GET /api/provider/calendarfeed': () => ok(first) });
    renderAt('/provider/settings', <CalendarFeedPanel />);
    await screen.findByLabelText('Your calendar address');
    vi.mocked(window.confirm).mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Renew address' }));
    expect(api.callsTo('provider/calendarfeed/renew')).toEqual([]);
  });

  it("says when the address cannot be loaded, and shows the server's words when renewing is refused", async () => {
    fakeApi({ 'GET /api/provider/calendarfeed': () => networkDown() });
    const { unmount } = renderAt('/provider/settings', <CalendarFeedPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your calendar address could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();

    fakeApi({
      'GET /api/provider/calendarfeed': () => ok(first),
      'POST /api/provider/calendarfeed/renew': () =>
        refused('Too many requests: try again in a minute.', 429),
    });
    renderAt('/provider/settings', <CalendarFeedPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Renew address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests: try again in a minute.');
    expect((screen.getByLabelText('Your calendar address') as HTMLInputElement).value).toBe(first.Url);
  });
});
