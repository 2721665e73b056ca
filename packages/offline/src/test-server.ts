// A stand-in for the API in outbox tests: it honours Idempotency-Key the way the real server must
// (store the key with the row, answer a repeat with the first result) and can misbehave on demand.
import { vi } from 'vitest';
import { idempotencyKeyHeader } from './idempotency';

export interface FakeServer {
  /** Rows the server committed, in arrival order. */
  rows: { key: string; fields: Record<string, string> }[];
  /** Every request that reached the server, repeats included. */
  requests: number;
  /** False: the device has no connection (requests fail and `navigator.onLine` is false). */
  online: boolean;
  /** Answers to give to the next requests instead of the normal one. */
  nextAnswers: ('lose-response' | number)[];
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
}

export function fakeServer(): FakeServer {
  const firstResults = new Map<string, { status: number; body: unknown }>();
  const server: FakeServer = {
    rows: [],
    requests: 0,
    online: true,
    nextAnswers: [],
    fetch: vi.fn<typeof fetch>(),
  };
  // The browser says so when the device has no connection; a lost answer comes while it says online.
  vi.stubGlobal('navigator', {
    get onLine() {
      return server.online;
    },
  });
  server.fetch.mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!server.online) throw new TypeError('Failed to fetch');
    server.requests += 1;
    const answer = server.nextAnswers.shift();
    if (typeof answer === 'number') {
      return Response.json({ success: false, message: `Refused with ${answer}` }, { status: answer });
    }
    const key = request.headers.get(idempotencyKeyHeader) ?? '';
    let result = firstResults.get(key);
    if (!result) {
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      server.rows.push({ key, fields });
      result = { status: 201, body: { success: true, message: `Saved ${server.rows.length}` } };
      if (key) firstResults.set(key, result);
    }
    // Committed, but the connection drops before the answer arrives.
    if (answer === 'lose-response') throw new TypeError('network connection was lost');
    return Response.json(result.body, { status: result.status });
  });
  return server;
}

export function chatPost(message: string, chatId = '12'): Request {
  return new Request('http://localhost/api/newchat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer t' },
    body: new URLSearchParams({ ChatId: chatId, Message: message, Category: 'SUPPORT' }),
  });
}

export function casePost(caseId: string): Request {
  return new Request('http://localhost/api/newsupportcase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ value: `Case ${caseId}`, CaseID: caseId }),
  });
}

export function reviewPost(orderId: string): Request {
  return new Request('http://localhost/api/newreview', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderid: orderId, rating: '5', review: 'Spotless' }),
  });
}

/** Stores a session the way the login screen does (token, account type and account key). */
export function signInForTest(account: string, token = 't'): void {
  const values = new Map<string, string>([
    ['serve', token],
    ['accountType', 'user'],
    ['account', account],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => values.set(name, value),
    removeItem: (name: string) => values.delete(name),
    clear: () => values.clear(),
  });
}
