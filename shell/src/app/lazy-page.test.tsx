import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageCode } from './lazy-page';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('pageCode', () => {
  it('loads the code once, whether preloaded or rendered first', async () => {
    const load = vi.fn(async () => Page);
    const code = pageCode(load);
    code.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <code.Component name="Services" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload (offline)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Page);
    const code = pageCode<{ name: string }>(load);
    code.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>loading</p>}>
        <code.Component name="Login" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
