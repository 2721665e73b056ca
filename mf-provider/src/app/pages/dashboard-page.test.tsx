import '../../testing/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { order, profileData } from '../../testing/profile-data';
import { answer, fakeApi, ok, renderAt } from '../../testing/test-utils';
import DashboardPage from './dashboard-page';

function dashboardApi(profile = profileData(), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profile),
    'GET /api/provider/getorderschart': () =>
      ok([
        { Month: '2025-10', OrderCount: 2 },
        { Month: '2025-11', OrderCount: 4 },
      ]),
    'GET /api/provider/getnotifications': () => ok([]),
    'GET /api/provider/BidOpportunities': () => ok([]),
    'GET /api/provider/logout': () => ok(),
    ...extra,
  });
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('the Providers Dashboard', () => {
  it('shows who the provider is, the three counters and the chart once KYC is verified', async () => {
    dashboardApi(profileData({ orders: [order], completed: 3, total: 4 }));
    renderAt('/provider', <DashboardPage />);
    expect(await screen.findByText('Amara Okafor')).toBeTruthy();
    expect(screen.getByText('07700900123')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    const counters = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(counters).toEqual(['1', '3', '75%']);
    expect(await heading('Monthly Orders')).toBeTruthy();
    const bars = await screen.findAllByTestId('chart-bar');
    expect(bars.map((bar) => bar.style.height)).toEqual(['50%', '100%']);
    expect(screen.getByText('Nov 2025')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verify Profile' })).toBeNull();
    // The source shows active orders only while KYC is not verified.
    expect(screen.queryByRole('heading', { name: 'Active & Upcoming Orders' })).toBeNull();
  });

  it('asks an unverified provider to verify, and lists their orders instead of the chart', async () => {
    const api = dashboardApi(profileData({ isKYCVerified: false, orders: [order] }));
    renderAt('/provider', <DashboardPage />);
    expect(await heading('Verify Profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify Now' }).getAttribute('href')).toBe(
      '/provider/verification',
    );
    expect(screen.queryByRole('heading', { name: 'Monthly Orders' })).toBeNull();
    expect(api.callsTo('provider/getorderschart')).toHaveLength(0);
    const row = screen.getByRole('link', { name: /Deep clean/ });
    expect(row.getAttribute('href')).toBe('/provider/details/ORD-5');
    expect(screen.queryByRole('button', { name: 'Find Jobs' })).toBeNull();
  });

  it("loads the unverified provider's later orders a page at a time, from the keyboard", async () => {
    const before = '2030-01-04~1700000000000000~ORD-5';
    const later = { ...order, Orderid: 'ORD-6', Name: 'Window clean' };
    const api = dashboardApi(profileData({ isKYCVerified: false, orders: [order], ordersNext: before }), {
      'GET /api/provider/upcomingorders': () =>
        answer({ success: true, message: 'Orders loaded.', data: [later], Next: null }),
    });
    renderAt('/provider', <DashboardPage />);
    const more = await screen.findByRole('button', { name: 'Load more orders' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const row = await screen.findByRole('link', { name: /Window clean/ });
    expect(row.getAttribute('href')).toBe('/provider/details/ORD-6');
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(api.callsTo('provider/upcomingorders').map((call) => call.params.get('before'))).toEqual([before]);
  });

  it('links to the earnings page', async () => {
    dashboardApi();
    renderAt('/provider', <DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(within(card).getByRole('link', { name: 'View earnings' }).getAttribute('href')).toBe(
      '/provider/earnings',
    );
  });

  it('asks for the email code until the email is verified', async () => {
    dashboardApi(profileData({ isEmailVerified: false }));
    renderAt('/provider', <DashboardPage />);
    expect(await heading('Email Verification Required')).toBeTruthy();
  });

  it('leaves the tabs to the shell, which draws them from the contract once the email is verified', async () => {
    dashboardApi();
    renderAt('/provider', <DashboardPage />);
    expect(await heading('Monthly Orders')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Email Verification Required' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links to payout onboarding when the account is configured but not ready', async () => {
    dashboardApi(
      profileData({
        isStripeConfigured: true,
        isStripeReady: false,
        StripeLink: 'https://connect.example/1',
      }),
    );
    renderAt('/provider', <DashboardPage />);
    const link = await screen.findByRole('link', { name: 'Set up payouts' });
    expect(link.getAttribute('href')).toBe('https://connect.example/1');
  });

  it('toggles the notifications list', async () => {
    dashboardApi();
    renderAt('/provider', <DashboardPage />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('No notifications found')).toBeTruthy();
    await userEvent.click(bell);
    expect(screen.queryByText('No notifications found')).toBeNull();
  });

  it('opens the bid panel from Find Jobs or the icon by the rating, and closes it', async () => {
    dashboardApi();
    renderAt('/provider', <DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Find Jobs' }));
    // The panel's code loads as it first opens.
    expect(await screen.findByRole('complementary', { name: 'Bid published jobs' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Bid published jobs' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show published jobs' }));
    expect(screen.getByRole('complementary', { name: 'Bid published jobs' })).toBeTruthy();
  });

  it('signs out after confirmation: server logout, storage cleared, home with a full load', async () => {
    const api = dashboardApi();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/provider', <DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('provider/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
