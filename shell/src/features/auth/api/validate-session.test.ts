import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, networkDown } from '../../../test/test-utils';
import { validateSession } from './validate-session';

describe('the session check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('is valid when the server says so', async () => {
    fakeApi({ 'GET /api/valsession': () => answer({ success: true, message: 'ok' }) });
    expect(await validateSession('user')).toBe(true);
  });

  it('reports a failed check and ends the session', async () => {
    fakeApi({ 'GET /api/valsession': networkDown });
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await validateSession('user')).toBe(false);
    expect(report).toHaveBeenCalledWith('Session check failed', expect.any(TypeError));
  });

  it('says nothing about a check the browser cancelled because the page is being left', async () => {
    fakeApi({ 'GET /api/valsession': networkDown });
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dispatchEvent(new Event('pagehide'));
    expect(await validateSession('user')).toBe(false);
    expect(report).not.toHaveBeenCalled();
  });
});
