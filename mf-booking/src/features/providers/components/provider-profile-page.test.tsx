import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amaraProfile } from '../../../testing/order-data';
import { answer, fakeApi, ok, renderRoutes, stub } from '../../../testing/test-utils';
import ProviderProfilePage from './provider-profile-page';

const routes = [
  { path: '/providers/:id', element: <ProviderProfilePage />, errorElement: <p>refused</p> },
  stub('/'),
];

describe("a provider's public profile", () => {
  it('shows the rating with its count, services with prices, areas, badges and reviews with replies', async () => {
    const { callsTo } = fakeApi({ 'GET /api/providers/p1/profile': () => ok(amaraProfile) });
    renderRoutes(routes, '/providers/p1');
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    expect(screen.getByText('Member since 2 March 2025')).toBeTruthy();
    expect(screen.getByText('Mobile valeting across south London.')).toBeTruthy();
    expect(screen.getByText('£180.00 per job')).toBeTruthy();
    expect(screen.getByText('Within 10 miles of SE15')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Perks' })).getByText('Identity verified')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('The latest 1 of 12 reviews.')).toBeTruthy();
    expect(within(reviews).getByText('Spotless, and on time.')).toBeTruthy();
    expect(within(reviews).getByText('Sam H., 20 November 2026')).toBeTruthy();
    expect(within(reviews).getByText('Reply from Amara Okafor')).toBeTruthy();
    expect(within(reviews).getByText('Thank you, Sam!')).toBeTruthy();
    expect(
      within(reviews)
        .getByRole('link', { name: /our review policy/ })
        .getAttribute('href'),
    ).toBe('/review-policy');
    expect(callsTo('providers/p1/profile')).toHaveLength(1);
  });

  it('says when there are no reviews yet, and goes back home when opened directly', async () => {
    fakeApi({ 'GET /api/providers/p1/profile': () => ok({ ...amaraProfile, Reviews: [], ReviewCount: 0 }) });
    renderRoutes(routes, '/providers/p1');
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    expect(screen.getByText('0 reviews')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Callout' }));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeTruthy();
  });

  it("shows the server's refusal for a provider who has no profile", async () => {
    fakeApi({
      'GET /api/providers/p9/profile': () =>
        answer({ success: false, message: 'This provider is not available.' }, 404),
    });
    renderRoutes(routes, '/providers/p9');
    expect(await screen.findByText('refused')).toBeTruthy();
  });
});
