import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveFields } from './live-fields';

const form = (
  <form>
    <LiveFields>
      <input name="email" aria-label="Email" />
      <button type="submit">Login</button>
    </LiveFields>
  </form>
);

afterEach(cleanup);

describe('LiveFields', () => {
  it('is disabled in the HTML the server renders', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain('aria-busy="true"');
  });

  it('is enabled from the start when the app renders the page itself', () => {
    const { container } = render(form);
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
  });

  it('turns on once the app has hydrated the server-rendered form, keeping its elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const renderedInput = container.querySelector('input');
    expect(container.querySelector('fieldset')?.disabled).toBe(true);

    const root = await act(async () => hydrateRoot(container, form));
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('fieldset')?.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('input')).toBe(renderedInput);
    act(() => root.unmount());
    container.remove();
  });
});
