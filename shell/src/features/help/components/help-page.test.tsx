// /help draws its FAQs only once the help cards above them have come (or failed), so a late answer for the
// cards never pushes the questions a visitor is reading down the page.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, renderRoutes } from '../../../test/test-utils';
import { HelpPage } from './help-page';

const routes = [{ path: '/help', element: <HelpPage /> }];
const card = {
  Icon: 'orders',
  Title: 'Bookings',
  Description: 'Booking help',
  Faqs: [],
  Link: '/orders',
  Action: 'See your orders',
};

describe('the help page', () => {
  it('waits for the help cards before it shows the FAQs below them', async () => {
    let answerCards: (response: Response) => void = () => {};
    const { calls } = fakeApi({
      'GET /api/help-center': () =>
        new Promise<Response>((resolve) => {
          answerCards = resolve;
        }),
      'GET /api/faqs': () =>
        answer({ success: true, message: 'ok', data: [{ Question: 'Can I cancel?', Answer: 'Yes.' }] }),
    });
    renderRoutes(routes, '/help');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/faqs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Can I cancel?')).toBeNull();
    answerCards(answer({ success: true, message: 'ok', data: [card], email: 'help@callout.example' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeTruthy();
    expect(await screen.findByText('Can I cancel?')).toBeTruthy();
  });

  it('shows the FAQs when the help cards could not be loaded', async () => {
    fakeApi({
      'GET /api/help-center': () => answer({ success: false, message: 'Something went wrong' }, 500),
      'GET /api/faqs': () =>
        answer({ success: true, message: 'ok', data: [{ Question: 'Can I cancel?', Answer: 'Yes.' }] }),
    });
    renderRoutes(routes, '/help');
    expect(await screen.findByText('Can I cancel?', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
