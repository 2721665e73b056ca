import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilLive, needsAppAttribute, releaseHeldClicks } from './held-clicks';

afterEach(() => {
  releaseHeldClicks();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `<button type="button" ${needsAppAttribute}><span>Menu</span></button><a href="#x">Link</a>`;
  const button = document.querySelector('button') as HTMLButtonElement;
  const link = document.querySelector('a') as HTMLAnchorElement;
  const pressed = vi.fn();
  button.addEventListener('click', pressed);
  return { button, link, pressed };
}

describe('clicks held until the app is live', () => {
  it('gives a click on a control that needs the app again once the app is live, once', () => {
    const { button, pressed } = page();
    holdClicksUntilLive();
    (button.querySelector('span') as HTMLElement).click();
    expect(pressed).not.toHaveBeenCalled();

    releaseHeldClicks();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Live now: clicks go straight through, and nothing is given again.
    button.click();
    releaseHeldClicks();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links and other controls to the browser', () => {
    const { link } = page();
    holdClicksUntilLive();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('holds nothing on a page that did not ask', () => {
    const { button, pressed } = page();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    releaseHeldClicks();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
