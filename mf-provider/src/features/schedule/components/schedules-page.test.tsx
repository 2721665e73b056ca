import '../../../testing/test-utils';
import { londonToday } from '@callout/contracts/london-time';
import { fakePushBrowser, removeFakePushBrowser } from '@callout/module-kit/push/testing';
import { outboxDb } from '@callout/offline/outbox-db';
import { replayOutbox } from '@callout/offline/replay-outbox';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, networkDown, ok, refused, renderAt, setOnline } from '../../../testing/test-utils';
import SchedulesPage from './schedules-page';

const today = londonToday();
const waitingText = 'Your schedule change is waiting to send. It will be sent when you are back online.';

function withSchedule(
  schedule: unknown,
  update: Parameters<typeof fakeApi>[0][string] = () => ok(undefined, 'Schedule updated successfully.'),
) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/getschedule': () => ok([schedule]),
    'POST /api/provider/updateschedule': update,
  });
}

afterEach(removeFakePushBrowser);

const statusSelect = async () => (await screen.findByLabelText('Status')) as HTMLSelectElement;

describe('Manage Schedule', () => {
  it('offers notifications once the provider turns the schedule on, not when the page opens', async () => {
    const browser = fakePushBrowser();
    withSchedule({ Start: null, End: null, Status: 'INACTIVE' });
    renderAt('/provider/schedules', <SchedulesPage />);
    await userEvent.selectOptions(await statusSelect(), 'ACTIVE');
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    expect(
      await screen.findByText('Get told about new jobs and bids even when Callout is closed.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('shows the dates only for Scheduled, starting today, and explains each status', async () => {
    withSchedule({ Start: null, End: null, Status: 'ACTIVE' });
    renderAt('/provider/schedules', <SchedulesPage />);
    const status = await statusSelect();
    expect(status.value).toBe('ACTIVE');
    expect([...status.options].map((o) => o.textContent)).toEqual(['Active', 'Inactive', 'Scheduled']);
    expect(screen.queryByLabelText('Starts')).toBeNull();
    expect(screen.getByText('Active: always visible to customers.')).toBeTruthy();
    expect(screen.getByText('Inactive: unavailable, customers cannot book you.')).toBeTruthy();
    expect(
      screen.getByText('Scheduled: visible to customers only from the start to the end date.'),
    ).toBeTruthy();
    await userEvent.selectOptions(status, 'SCHEDULED');
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('Ends') as HTMLInputElement).value).toBe(today);
  });

  it('starts from the stored range, and sends the dates as year-month-day', async () => {
    const api = withSchedule({ Start: '01/12/2030', End: '24/12/2030', Status: 'SCHEDULED' });
    renderAt('/provider/schedules', <SchedulesPage />);
    await statusSelect();
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2030-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    expect(await screen.findByText('Schedule updated successfully.')).toBeTruthy();
    const sent = api.callsTo('provider/updateschedule')[0]?.params;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      status: 'SCHEDULED',
      starts: '2030-12-01',
      ends: '2030-12-24',
    });
  });

  it('sends each change with an Idempotency-Key of its own', async () => {
    const api = withSchedule({ Start: null, End: null, Status: 'INACTIVE' });
    renderAt('/provider/schedules', <SchedulesPage />);
    await userEvent.selectOptions(await statusSelect(), 'ACTIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    await screen.findByText('Schedule updated successfully.');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    await vi.waitFor(() => expect(api.callsTo('provider/updateschedule')).toHaveLength(2));
    const keys = api.callsTo('provider/updateschedule').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await outboxDb.outbox.count()).toBe(0);
  });

  it('sends no dates for Active', async () => {
    const api = withSchedule({ Start: '01/12/2030', End: '24/12/2030', Status: 'SCHEDULED' });
    renderAt('/provider/schedules', <SchedulesPage />);
    await userEvent.selectOptions(await statusSelect(), 'ACTIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    await screen.findByText('Schedule updated successfully.');
    expect(Object.fromEntries(api.callsTo('provider/updateschedule')[0]?.params ?? [])).toEqual({
      status: 'ACTIVE',
    });
  });

  it("puts the server's reason after 'Failed to update schedule: '", async () => {
    withSchedule({ Start: null, End: null, Status: 'INACTIVE' }, () =>
      refused('The end date must be on or after the start date.'),
    );
    renderAt('/provider/schedules', <SchedulesPage />);
    await statusSelect();
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Failed to update schedule: The end date must be on or after the start date.',
      ),
    );
    // Told at once, so no failed copy waits in the outbox to be told again.
    expect(await outboxDb.outbox.count()).toBe(0);
    expect(screen.queryByText(waitingText)).toBeNull();
  });

  it('still opens the form when the schedule cannot be loaded (the failure is only logged)', async () => {
    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/getschedule': networkDown,
    });
    renderAt('/provider/schedules', <SchedulesPage />);
    expect((await statusSelect()).value).toBe('INACTIVE');
    expect(console.error).toHaveBeenCalled();
  });
});

describe('Manage Schedule offline', () => {
  /**
   * The server: the schedule it holds, and whether it can be reached; when it cannot, the service worker
   * answers the schedule with the last answer it kept (marked as from its cache), if it has one.
   */
  function server(initial: { Start: string | null; End: string | null; Status: string }) {
    const state = { reachable: false, schedule: initial, workerKept: undefined as unknown };
    const fromWorker = () => {
      if (state.workerKept === undefined) return networkDown();
      const kept = ok([state.workerKept]);
      kept.headers.set('X-Callout-From-Cache', '1');
      return kept;
    };
    const api = fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/getschedule': () => {
        if (!state.reachable) return fromWorker();
        state.workerKept = state.schedule;
        return ok([state.schedule]);
      },
      'POST /api/provider/updateschedule': (params) => {
        if (!state.reachable) return networkDown();
        state.schedule = { Start: '01/12/2030', End: '24/12/2030', Status: params.get('status') ?? '' };
        return ok(undefined, 'Schedule updated successfully.');
      },
    });
    return { state, api };
  }

  it('keeps a change made offline as waiting to send, across a reload, and sends it once back online', async () => {
    const { state, api } = server({ Start: null, End: null, Status: 'ACTIVE' });
    state.reachable = true;
    const online = renderAt('/provider/schedules', <SchedulesPage />);
    expect((await statusSelect()).value).toBe('ACTIVE');
    online.unmount();

    // Offline: the page opens on the schedule the worker kept, and the change waits.
    state.reachable = false;
    setOnline(false);
    const offline = renderAt('/provider/schedules', <SchedulesPage />);
    await vi.waitFor(async () => expect((await statusSelect()).value).toBe('ACTIVE'));
    await userEvent.selectOptions(await statusSelect(), 'SCHEDULED');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2030-12-01' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2030-12-24' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    expect(await screen.findByText(waitingText)).toBeTruthy();
    expect(window.alert).not.toHaveBeenCalled();
    offline.unmount();

    // A reload, still offline: the form shows the waiting change, not the kept schedule.
    renderAt('/provider/schedules', <SchedulesPage />);
    expect(await screen.findByText(waitingText)).toBeTruthy();
    await vi.waitFor(async () => expect((await statusSelect()).value).toBe('SCHEDULED'));
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2030-12-01');
    expect((screen.getByLabelText('Ends') as HTMLInputElement).value).toBe('2030-12-24');

    // Back online: sent once, with the key it was queued with, and the form follows the server.
    state.reachable = true;
    setOnline(true);
    const tries = api.callsTo('provider/updateschedule');
    const key = tries[0]?.headers.get('Idempotency-Key');
    await replayOutbox();
    await vi.waitFor(() => expect(screen.queryByText(waitingText)).toBeNull());
    const sent = api.callsTo('provider/updateschedule').slice(tries.length);
    expect(sent.map((call) => call.headers.get('Idempotency-Key'))).toEqual([key]);
    expect(tries.every((call) => call.headers.get('Idempotency-Key') === key)).toBe(true);
    expect(state.schedule.Status).toBe('SCHEDULED');
    expect(await outboxDb.outbox.count()).toBe(0);
    await replayOutbox();
    expect(api.callsTo('provider/updateschedule').slice(tries.length)).toHaveLength(1);
    expect((await statusSelect()).value).toBe('SCHEDULED');
  });

  it('shows a change the server refused on replay with its reason, Send again and Discard', async () => {
    const { state } = server({ Start: null, End: null, Status: 'INACTIVE' });
    setOnline(false);
    renderAt('/provider/schedules', <SchedulesPage />);
    await userEvent.selectOptions(await statusSelect(), 'ACTIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    expect(await screen.findByText(waitingText)).toBeTruthy();

    fakeApi({
      'GET /api/provider/profile': () => ok(profileData()),
      'GET /api/provider/getschedule': () => ok([state.schedule]),
      'POST /api/provider/updateschedule': () => refused('Your account is suspended.', 403),
    });
    setOnline(true);
    await replayOutbox();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update schedule: Your account is suspended.');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await outboxDb.outbox.count()).toBe(0);
    expect((await statusSelect()).value).toBe('INACTIVE');
  });
});
