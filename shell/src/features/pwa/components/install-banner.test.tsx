import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

initI18n();
addNamespace('pwa', pwaResources);

const offer = /add callout to your home screen/i;

/** A fresh copy of the prompt's state (it lives in the module) with the banner drawn. */
async function startPage() {
  vi.resetModules();
  const prompt = await import('../install-prompt');
  const { InstallBanner } = await import('./install-banner');
  prompt.listenForInstallPrompt();
  render(<InstallBanner />);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('InstallBanner', () => {
  it('waits until the visitor has used the page and stayed 30 seconds', async () => {
    const { prompt } = await startPage();
    expect(screen.queryByText(offer)).toBeNull();

    act(() => vi.advanceTimersByTime(prompt.engagementDelayMs));
    expect(screen.queryByText(offer)).toBeNull(); // time alone is not engagement

    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.getByText(offer)).toBeTruthy();
  });

  it('is not offered before 30 seconds however busy the visitor is', async () => {
    const { prompt } = await startPage();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      vi.advanceTimersByTime(prompt.engagementDelayMs - 1);
    });
    expect(screen.queryByText(offer)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(offer)).toBeTruthy();
  });

  it('opens the browser dialog once when Install app is chosen', async () => {
    const { prompt, event } = await startPage();
    act(() => {
      fireEvent.pointerDown(document.body);
      vi.advanceTimersByTime(prompt.engagementDelayMs);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(offer)).toBeNull();
  });

  it('stays away for 30 days once turned down, then offers again', async () => {
    const first = await startPage();
    act(() => {
      fireEvent.pointerDown(document.body);
      vi.advanceTimersByTime(first.prompt.engagementDelayMs);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(offer)).toBeNull();
    cleanup();

    // The next visit: the browser offers installation again, the visitor engages again.
    const next = await startPage();
    act(() => {
      fireEvent.pointerDown(document.body);
      vi.advanceTimersByTime(next.prompt.engagementDelayMs);
    });
    expect(screen.queryByText(offer)).toBeNull();
    cleanup();

    vi.setSystemTime(Date.now() + next.prompt.dismissalDays * 24 * 60 * 60 * 1000);
    const later = await startPage();
    act(() => {
      fireEvent.pointerDown(document.body);
      vi.advanceTimersByTime(later.prompt.engagementDelayMs);
    });
    expect(screen.getByText(offer)).toBeTruthy();
  });
});
