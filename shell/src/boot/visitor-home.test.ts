import { storeSession } from '@callout/api-client/session-storage';
import { requestDraftNamespace, requestDraftStorageKey } from '@callout/contracts/booking-draft';
import { databaseName } from '@callout/db/database-name';
import { markDraft } from '@callout/db/draft-marker';
import { markOutboxEmpty, markPostsQueued } from '@callout/offline/outbox-marker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstInteraction, homeCanWait } from './visitor-home';

const renderedHome = { rendered: '/' };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie a case wrote
  document.cookie = 'callout-page-session=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

describe('a visitor on `/`', () => {
  it('keeps the drawn page without the app until the visitor interacts', () => {
    expect(homeCanWait(renderedHome)).toBe(true);
  });

  it('starts the app at once for a session, a pending order, queued posts or another address', () => {
    expect(homeCanWait(undefined)).toBe(false); // not rendered by the server
    expect(homeCanWait({ rendered: '/', renderedFor: 'user' })).toBe(false);

    window.history.replaceState(null, '', '/services');
    expect(homeCanWait({ rendered: '/services' })).toBe(false);
    window.history.replaceState(null, '', '/#main');
    expect(homeCanWait(renderedHome)).toBe(false);
    window.history.replaceState(null, '', '/?from=mail');
    expect(homeCanWait(renderedHome)).toBe(false);
    window.history.replaceState(null, '', '/');

    markDraft(databaseName(requestDraftNamespace), requestDraftStorageKey, { Order: { id: 1 } }, undefined);
    expect(homeCanWait(renderedHome)).toBe(false);
    localStorage.clear();

    markPostsQueued();
    expect(homeCanWait(renderedHome)).toBe(false);
    markOutboxEmpty(localStorage.getItem('callout-outbox:waiting'));
    expect(homeCanWait(renderedHome)).toBe(true);

    // biome-ignore lint/suspicious/noDocumentCookie: a page-rendering cookie left from a session
    document.cookie = 'callout-page-session=stale; Path=/';
    expect(homeCanWait(renderedHome)).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'callout-page-session=; Path=/; Max-Age=0';

    storeSession('token-1', 'user', 'user:ada@example.com');
    expect(homeCanWait(renderedHome)).toBe(false);
  });

  it.each([
    ['a press', () => window.dispatchEvent(new Event('pointerdown'))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['focus moving in', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a session stored in another tab', () => window.dispatchEvent(new Event('storage'))],
  ])('starts the app on %s', async (_, interact) => {
    const started = vi.fn();
    void firstInteraction().started.then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    interact();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  });

  it('starts when asked (a waiting worker), and listens no more', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const visitor = firstInteraction();
    visitor.start();
    await visitor.started;
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(
      add.mock.calls.map(([type]) => type).sort(),
    );
    add.mockRestore();
    remove.mockRestore();
  });
});
