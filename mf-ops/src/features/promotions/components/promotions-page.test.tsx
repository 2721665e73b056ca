import { addDays, londonToday } from '@callout/contracts/london-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { promotion } from '../../../test/rendered-data';
import { answer, fakeApi, renderAt } from '../../../test/test-utils';
import { PromotionsPage } from './promotions-page';

const today = londonToday();
const card = (over: Record<string, unknown>) => ({ ...promotion, ...over });
const ok = (data?: unknown, message = 'ok') => answer({ success: true, message, data });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'p.png', {
    type: 'image/png',
  });

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/ops/promotions': () =>
      ok([
        card({}),
        card({
          ID: '2',
          Description: 'Next month.',
          Starts: addDays(today, 30),
          Ends: addDays(today, 40),
          Live: false,
          Position: 1,
        }),
        card({ ID: '3', Description: 'Old news.', Hidden: true, Live: false, Position: 2 }),
      ]),
    ...extra,
  });
}

describe('the promotions page', () => {
  it('lists the cards in order with where each stands today', async () => {
    serve();
    renderAt('/ops/promotions', '/ops/promotions', <PromotionsPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Showing today')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Not started')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Hidden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Old news.' })).toBeTruthy();
  });

  it('checks a new card, then adds it last by default', async () => {
    const api = serve({ 'POST /api/ops/promotions': () => ok({ Id: '4' }, 'Promotion saved.') });
    renderAt('/ops/promotions', '/ops/promotions', <PromotionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add promotion' }));
    expect((screen.getByLabelText('Order') as HTMLInputElement).value).toBe('3');
    await userEvent.type(screen.getByLabelText('Promotion text'), 'Gutters cleared.');
    await userEvent.clear(screen.getByLabelText('Link'));
    await userEvent.type(screen.getByLabelText('Link'), 'https://elsewhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please give a link inside the app, starting with /.')).toBeTruthy();
    expect(screen.getByText('Please choose a picture.')).toBeTruthy();
    expect(api.callsTo('ops/promotions').filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Link'));
    await userEvent.type(screen.getByLabelText('Link'), '/service/location');
    await userEvent.upload(screen.getByLabelText('Picture'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Promotion saved.')).toBeTruthy();
    const sent = api.callsTo('ops/promotions').find((call) => call.method === 'POST')?.params;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      description: 'Gutters cleared.',
      link: '/service/location',
      starts: today,
      ends: addDays(today, 30),
      position: '3',
    });
  }, 30_000);

  it('refuses an end before the start', async () => {
    serve();
    renderAt('/ops/promotions', '/ops/promotions', <PromotionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Book a vetted cleaner.' }));
    const ends = screen.getByLabelText('End date');
    await userEvent.clear(ends);
    await userEvent.type(ends, addDays(today, -1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hides a card', async () => {
    const api = serve({
      'POST /api/ops/promotions/1/visibility': () =>
        ok(undefined, 'Promotion hidden: the dashboard no longer shows it.'),
    });
    renderAt('/ops/promotions', '/ops/promotions', <PromotionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Book a vetted cleaner.' }));
    expect(await screen.findByText('Promotion hidden: the dashboard no longer shows it.')).toBeTruthy();
    expect(api.callsTo('ops/promotions/1/visibility')[0]?.params.get('hidden')).toBe('true');
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/ops/promotions': () => ok([]) });
    renderAt('/ops/promotions', '/ops/promotions', <PromotionsPage />);
    expect(await screen.findByText('No records found')).toBeTruthy();
  });
});
