// When the offer of pushes shows: only once its moment has come, never as a page opens, and not again for
// a while after "Not now". The browser's prompt comes only from the click.
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, setUpTests } from '../testing';
import { fakePushBrowser, removeFakePushBrowser, testKey } from './fake-push-browser';
import { notNowForMs, notNowKey } from './push-offer';
import { PushOfferCard } from './push-offer-card';

setUpTests({ namespaces: { pwa: pwaResources }, accountType: 'provider' });
afterEach(removeFakePushBrowser);

const offer = 'Get told about new jobs and bids even when Callout is closed.';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offer of pushes', () => {
  it('stays away until its moment and never asks the browser by itself', async () => {
    const browser = fakePushBrowser();
    const { rerender } = render(<PushOfferCard active={false} audience="provider" />);
    await settle();
    expect(screen.queryByText(offer)).toBeNull();
    rerender(<PushOfferCard active audience="provider" />);
    expect(await screen.findByText(offer)).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser on Turn on notifications and says when they are on', async () => {
    const browser = fakePushBrowser();
    const api = fakeApi({
      'GET /api/push/key': () => ok({ publicKey: testKey }),
      'POST /api/provider/push/subscribe': () => ok(),
    });
    render(<PushOfferCard active audience="provider" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(api.callsTo('provider/push/subscribe')).toHaveLength(1);
  });

  it('says the browser blocked them when the user blocks the prompt', async () => {
    fakePushBrowser({ answer: 'denied' });
    render(<PushOfferCard active audience="customer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications are blocked in this browser. Allow them in the site settings to get pushes.',
    );
  });

  it('goes on Not now and stays away on this device for two weeks', async () => {
    fakePushBrowser();
    const first = render(<PushOfferCard active audience="provider" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(offer)).toBeNull();
    first.unmount();

    const second = render(<PushOfferCard active audience="provider" />);
    await settle();
    expect(screen.queryByText(offer)).toBeNull();
    second.unmount();
    age(notNowForMs + 1);
    render(<PushOfferCard active audience="provider" />);
    expect(await screen.findByText(offer)).toBeTruthy();
  });

  it('tells iPhone Safari users to add Callout to the Home Screen instead', async () => {
    fakePushBrowser();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    render(<PushOfferCard active audience="customer" />);
    expect(
      await screen.findByText('On iPhone and iPad, add Callout to your Home Screen to get notifications.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('is not offered where pushes are already on, blocked or impossible', async () => {
    const browser = fakePushBrowser({ permission: 'denied' });
    const { rerender } = render(<PushOfferCard active audience="provider" key="denied" />);
    await settle();
    expect(screen.queryByText(offer)).toBeNull();
    browser.permission = 'granted';
    await browser.subscribe();
    rerender(<PushOfferCard active audience="provider" key="on" />);
    await settle();
    expect(screen.queryByText(offer)).toBeNull();
    removeFakePushBrowser();
    vi.unstubAllGlobals();
    rerender(<PushOfferCard active audience="provider" key="unsupported" />);
    await settle();
    expect(screen.queryByText(offer)).toBeNull();
  });
});

/** Moves the stored "Not now" back in time, as if `ms` had passed. */
function age(ms: number) {
  const at = Number(localStorage.getItem(notNowKey));
  localStorage.setItem(notNowKey, String(at - ms));
}
