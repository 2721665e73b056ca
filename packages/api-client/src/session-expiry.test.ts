import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { accountTypeKey, sessionTokenKey } from './session-storage';

/** A Storage good enough for the session helpers; this project runs without a DOM. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function clientAnswering(status: number) {
  const requests: Request[] = [];
  const onSessionExpired = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    requests.push(new Request(input));
    return Response.json({ success: status < 400, message: 'answer' }, { status });
  });
  const api = createApiClient('http://api.test/api', { fetch, onSessionExpired });
  return { api, requests, onSessionExpired };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(sessionTokenKey, 'token-1');
  localStorage.setItem(accountTypeKey, 'provider');
  localStorage.setItem('reqData', '{}');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session-expiry rule', () => {
  it('sends the stored token as Bearer', async () => {
    const { api, requests } = clientAnswering(200);
    await api.get('provider/profile');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('on a 401 tells the user once and removes only the token', async () => {
    const { api, onSessionExpired } = clientAnswering(401);
    await expect(api.get('provider/profile')).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(sessionTokenKey)).toBeNull();
    expect(localStorage.getItem(accountTypeKey)).toBe('provider');
    expect(localStorage.getItem('reqData')).toBe('{}');
  });

  it('alerts the spec message when no handler is given', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const fetch = async () => Response.json({ success: false, message: 'no' }, { status: 401 });
    await expect(createApiClient('http://api.test/api', { fetch }).get('orders')).rejects.toThrow();
    expect(alert).toHaveBeenCalledWith('Session expired, please login again');
  });

  it.each(['login', 'provider/login'])(
    'a 401 from %s clears token and account type without the alert',
    async (path) => {
      const { api, onSessionExpired } = clientAnswering(401);
      await expect(api.post(path)).rejects.toThrow();
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(localStorage.getItem(sessionTokenKey)).toBeNull();
      expect(localStorage.getItem(accountTypeKey)).toBeNull();
    },
  );

  it('a 401 on logout is not reported as an expiry: the session is already gone', async () => {
    const { api, onSessionExpired } = clientAnswering(401);
    await expect(api.get('logout')).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a visitor with no stored token gets no expiry alert', async () => {
    localStorage.clear();
    const { api, onSessionExpired } = clientAnswering(401);
    await expect(api.post('recover')).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('other failures leave the session alone', async () => {
    const { api, onSessionExpired } = clientAnswering(403);
    await expect(api.get('provider/profile')).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(sessionTokenKey)).toBe('token-1');
  });
});
