import { afterEach, describe, expect, it, vi } from 'vitest';
import { showsPage, takeOverLate, takeOverWhenShown } from './take-over';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderedPage() {
  document.head.innerHTML =
    '<style data-rendered-module="mf-booking">.bk{}</style><style id="shell">p{}</style>';
  document.body.innerHTML =
    '<div id="root" data-rendered="/dashboard"><main inert><h1>Hello Ada</h1></main></div>';
  return document.getElementById('root') as HTMLElement;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taking over a signed-in page rendered on the server', () => {
  it('keeps the rendered page while the app waits, and swaps the two once it shows the page', async () => {
    const rendered = renderedPage();
    const live = document.createElement('div');
    let swapped = false;
    void takeOverWhenShown(rendered, live).then(() => {
      swapped = true;
    });
    // Off the page until it shows one.
    expect(live.isConnected).toBe(false);

    live.innerHTML = '<header>Callout</header><main><output><span class="spinner"></span></output></main>';
    await settle();
    expect(swapped).toBe(false);
    expect(document.getElementById('root')).toBe(rendered);
    live
      .querySelector('main')
      ?.replaceChildren(Object.assign(document.createElement('div'), { className: 'navigation-progress' }));
    await settle();
    expect(swapped).toBe(false);

    live
      .querySelector('main')
      ?.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Hello Ada' }));
    await settle();
    expect(swapped).toBe(true);
    expect(rendered.isConnected).toBe(false);
    expect(document.getElementById('root')).toBe(live);
    expect(document.body.firstElementChild).toBe(live);
    // The module's own styles came with its code; the rendered page's copy goes, the shell's stay.
    expect(document.querySelector('style[data-rendered-module]')).toBeNull();
    expect(document.getElementById('shell')).not.toBeNull();
  });

  it('shows what the app has after the time limit, even if it still waits', async () => {
    vi.useFakeTimers();
    const rendered = renderedPage();
    const live = document.createElement('div');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const done = takeOverWhenShown(rendered, live, 5_000);
    live.innerHTML = '<span class="spinner"></span>';
    await vi.advanceTimersByTimeAsync(4_999);
    expect(rendered.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(rendered.isConnected).toBe(false);
    expect(live.id).toBe('root');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(takeOverLate));
  });

  it('tells a page from a wait', () => {
    const live = document.createElement('div');
    expect(showsPage(live)).toBe(false);
    live.innerHTML = '<main><p>Orders</p></main>';
    expect(showsPage(live)).toBe(true);
    live.innerHTML = '<main><div class="navigation-progress"></div></main>';
    expect(showsPage(live)).toBe(false);
    live.innerHTML = '<main><output><span class="spinner"></span></output></main>';
    expect(showsPage(live)).toBe(false);
    // A published job waiting for bids: that spinner is the page itself, for as long as bids may come.
    live.innerHTML = '<main><h2>Bids</h2><span class="spinner spinner--ongoing"></span></main>';
    expect(showsPage(live)).toBe(true);
  });
});
