import '../../../testing/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { fakeApi, ok, refused, renderAt } from '../../../testing/test-utils';
import SchedulesPage from '../../schedule/components/schedules-page';

function withArea(area: unknown, save = (params: URLSearchParams) => ok(area, `saved ${params}`)) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/getschedule': () => ok([{ Start: null, End: null, Status: 'ACTIVE' }]),
    'GET /api/provider/servicearea': () => ok(area),
    'POST /api/provider/servicearea': save,
  });
}

describe('the service area on Manage Schedule', () => {
  it('says when none is set, and offers the default radius of 15 miles', async () => {
    withArea(null);
    renderAt('/provider/schedules', <SchedulesPage />);
    expect(await screen.findByRole('heading', { name: 'Service area' })).toBeTruthy();
    expect(
      screen.getByText(
        'No service area set yet. Customers searching by postcode will not find you until you set one.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Base postcode') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Radius in miles') as HTMLInputElement).value).toBe('15');
  });

  it('starts from the saved area and sends the postcode and radius', async () => {
    const saved = { ZipCode: 'M20 2AB', Town: 'Manchester', Radius: 25 };
    const api = withArea({ ZipCode: 'SE15', Town: 'London', Radius: 10 }, () =>
      ok(saved, 'Service area saved: within 25 miles of M20 2AB.'),
    );
    renderAt('/provider/schedules', <SchedulesPage />);
    expect(await screen.findByText('You work within 10 miles of SE15 (London).')).toBeTruthy();
    const postcode = screen.getByLabelText('Base postcode') as HTMLInputElement;
    expect(postcode.value).toBe('SE15');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'M20 2AB');
    fireEvent.change(screen.getByLabelText('Radius in miles'), { target: { value: '25' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(await screen.findByText('Service area saved: within 25 miles of M20 2AB.')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('provider/servicearea').at(-1)?.params ?? [])).toEqual({
      zipcode: 'M20 2AB',
      radius: '25',
    });
    expect(await screen.findByText('You work within 25 miles of M20 2AB (Manchester).')).toBeTruthy();
  });

  it('refuses a radius outside 1 to 100 or a bad postcode before sending, next to the field', async () => {
    const api = withArea(null);
    renderAt('/provider/schedules', <SchedulesPage />);
    const postcode = await screen.findByLabelText('Base postcode');
    await userEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid UK postcode for your base.')).toBeTruthy();

    await userEvent.type(postcode, 'N1 9GU');
    const radius = screen.getByLabelText('Radius in miles');
    fireEvent.change(radius, { target: { value: '101' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose a radius between 1 and 100 miles, in whole miles.')).toBeTruthy();
    expect(api.callsTo('provider/servicearea').filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    withArea(null, () => refused('Please enter a valid UK postcode for your base.'));
    renderAt('/provider/schedules', <SchedulesPage />);
    await userEvent.type(await screen.findByLabelText('Base postcode'), 'ZZ1 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(await screen.findByText('Please enter a valid UK postcode for your base.')).toBeTruthy();
  });
});
