import '../../../testing/test-utils';
import type { WorkingHours } from '@callout/contracts/working-hours';
import { setLanguage } from '@callout/i18n/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, renderAt } from '../../../testing/test-utils';
import { WorkingHoursForm } from './working-hours-form';

const week = (spans: Array<{ Starts: string; Ends: string }>): WorkingHours['Days'] =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((Day) => ({
    Day,
    Spans: Day === 'sun' ? [] : spans,
  }));

describe('Working hours', () => {
  it('opens on the saved week and sends each day, the days off and the notice', async () => {
    const api = fakeApi({ 'POST /api/provider/workinghours': () => ok(undefined, 'Working hours saved.') });
    const current: WorkingHours = {
      IsSet: true,
      Days: week([
        { Starts: '09:00', Ends: '12:00' },
        { Starts: '13:00', Ends: '17:00' },
      ]),
      DaysOff: ['2030-12-25'],
      LeadHours: 2,
    };
    renderAt('/provider/schedules', <WorkingHoursForm current={current} />);
    const monday = screen.getByLabelText('Monday') as HTMLInputElement;
    expect(monday.value).toBe('09:00-12:00, 13:00-17:00');
    expect((screen.getByLabelText('Sunday') as HTMLInputElement).value).toBe('');
    await userEvent.clear(monday);
    await userEvent.type(monday, '08:00-12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('Working hours saved.')).toBeTruthy();
    const sent = api.callsTo('provider/workinghours')[0]?.params;
    expect(sent?.get('mon')).toBe('08:00-12:00');
    expect(sent?.get('tue')).toBe('09:00-12:00, 13:00-17:00');
    expect(sent?.get('sun')).toBe('');
    expect(sent?.get('daysoff')).toBe('2030-12-25');
    expect(sent?.get('lead')).toBe('2');
  });

  it('says what is wrong with a day before sending, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'POST /api/provider/workinghours': () => refused('Working hours could not be saved.'),
    });
    renderAt('/provider/schedules', <WorkingHoursForm current={null} />);
    expect(screen.getByText(/You have not set your working hours yet/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tuesday'), '17:00-09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(
      await screen.findByText(
        'Each span of working hours must end after it starts, and spans may not overlap.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('provider/workinghours')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Tuesday'));
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await screen.findByText('Working hours could not be saved.')).toBeTruthy();
  });

  it('says what is wrong in Polish to a Polish reader, before sending', async () => {
    await setLanguage('pl-PL');
    try {
      const api = fakeApi({});
      renderAt('/provider/schedules', <WorkingHoursForm current={null} />);
      await userEvent.type(screen.getByLabelText('Tuesday'), '17:00-09:00');
      await userEvent.type(screen.getByLabelText('Wednesday'), 'all day');
      await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
      expect(
        await screen.findByText(
          'Każdy przedział godzin pracy musi kończyć się po rozpoczęciu, a przedziały nie mogą się nakładać.',
        ),
      ).toBeTruthy();
      expect(api.callsTo('provider/workinghours')).toEqual([]);
    } finally {
      await setLanguage('en-GB');
    }
  });
});
