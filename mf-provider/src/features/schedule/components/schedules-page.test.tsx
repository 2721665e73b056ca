import { londonToday } from '@callout/contracts/london-time';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, networkDown, ok, refused, renderAt } from '../../../testing/test-utils';
import SchedulesPage from './schedules-page';

const today = londonToday();

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

const statusSelect = async () => (await screen.findByLabelText('Status')) as HTMLSelectElement;

describe('Manage Schedule', () => {
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
  });

  it("says 'Failed to update schedule' when the server cannot be reached", async () => {
    withSchedule({ Start: null, End: null, Status: 'INACTIVE' }, networkDown);
    renderAt('/provider/schedules', <SchedulesPage />);
    await statusSelect();
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule' }));
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Failed to update schedule'));
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
