// Chat pictures and KYC documents reach only the people in the conversation (and operators), and only
// through their session: the Bearer token, or the media cookie the listing set. An address alone, whoever
// holds it, opens nothing; signing out ends the cookie with the session.
import { kycDataResponseSchema } from '@callout/contracts/provider-kyc';
import { type ChatMessage, loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider } from '@callout/server-testing/fixtures/orders';
import { kycForm, operatorTools } from '@callout/server-testing/fixtures/provider';
import { openCase, pixelDataUrl, pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../domain/accounts/auth/tokens';
import { kycListResponseSchema } from '../../domain/ops/ops-contract';
import { mediaCookie } from './media-session';
import { mediaSigner } from './signing-key';
import { unixNow } from './url-signer';

type Proof = { cookie: string } | { token: string } | null;

/** The media cookie a listing answer set, as a browser would send it back. */
function cookieOf(headers: Record<string, unknown>): string {
  const set = String(headers['set-cookie'] ?? '');
  expect(set).toMatch(
    new RegExp(
      `^${mediaCookie}=[0-9a-f]{64}\\.\\d+\\.[\\w-]{43}; Path=/api/media; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
    ),
  );
  const maxAge = Number(/Max-Age=(\d+)/.exec(set)?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(30 * 60);
  return set.split(';')[0] ?? '';
}

describe.each(backends)('private media on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const fetchUrl = (url: string, proof: Proof, headers: Record<string, string> = {}) =>
    server.app.inject({
      url,
      headers: {
        ...headers,
        ...(proof && 'cookie' in proof ? { cookie: proof.cookie } : {}),
        ...(proof && 'token' in proof ? { authorization: `Bearer ${proof.token}` } : {}),
      },
    });
  const pictureIdOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  /** A media cookie genuinely signed by the server for this session token, as of `now`. */
  const cookieFor = async (token: string, now = unixNow()) => {
    const hash = sha256(token);
    const { until, sig } = (await mediaSigner(server.db, server.env)).sign(hash, now);
    return `${mediaCookie}=${hash}.${until}.${sig}`;
  };

  const expectPicture = async (url: string | null | undefined, proof: Proof) => {
    const answer = await fetchUrl(url ?? '', proof);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    // The browser may keep it, but must ask each time: the session is checked before a kept copy is used.
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toBe('Authorization, Cookie');
    return answer;
  };
  const expectRefused = async (url: string, proof: Proof, status: number) => {
    const answer = await fetchUrl(url, proof);
    expect(answer.statusCode, url).toBe(status);
    expect(answer.json()).toMatchObject({ success: false });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // A refusal of the private route is kept nowhere, so it cannot stand in for the picture later.
    if (url.startsWith('/api/media/') && status !== 400)
      expect(answer.headers['cache-control']).toBe('no-store');
  };

  it('serves a support chat picture to the case owner and operators only, by their session, until the message is deleted', async () => {
    const owner = await signUp(c, 'user');
    const stranger = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', owner.token);
    const staff = await signInOperator(server, c);
    await c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', ImageData: pixelDataUrl }, owner.token);
    const listing = await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, owner.token);
    const picture = loadChatsResponseSchema.parse(listing.body).data?.[0];
    const url = picture?.ImageUrl ?? '';
    // The address names the picture and the account it was listed to, and holds no secret.
    expect(url).toMatch(/^\/api\/media\/chat\/[\w-]+\?for=CUS-\w+$/);
    const ownerCookie = { cookie: cookieOf(listing.headers) };
    const answer = await expectPicture(url, ownerCookie);
    expect(answer.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);
    await expectPicture(url, { token: owner.token });
    // Asked again with the copy it keeps, the browser is told it is still good, after the same checks.
    const etag = String(answer.headers.etag);
    const again = await fetchUrl(url, ownerCookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const unsigned = await fetchUrl(url, null, { 'if-none-match': etag });
    expect(unsigned.statusCode).toBe(403);

    // The bare address: nothing, whoever holds it.
    await expectRefused(url, null, 403);
    expect((await fetchUrl(url, null)).rawPayload.includes(Buffer.from(pixelPng, 'base64'))).toBe(false);

    // The operator working the case gets an address and a cookie of its own.
    const detail = await server.app.inject({
      url: `/api/operator/cases/${caseId}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    const staffUrl = (detail.json().data as { messages: ChatMessage[] }).messages[0]?.ImageUrl ?? '';
    expect(staffUrl).toMatch(/for=OPR-/);
    await expectPicture(staffUrl, { cookie: cookieOf(detail.headers) });
    await expectRefused(staffUrl, ownerCookie, 403);

    // Another account: the chat is not listed to it, its session does not open the owner's address, nor
    // one naming itself.
    expect((await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, stranger.token)).status).toBe(
      404,
    );
    const strangerCookie = { cookie: await cookieFor(stranger.token) };
    await expectRefused(url, strangerCookie, 403);
    await expectRefused(url, { token: stranger.token }, 403);
    const [strangerRow] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      stranger.email,
    ]);
    const strangerAddress = url.replace(/for=[\w-]+$/, `for=${strangerRow?.id}`);
    await expectRefused(strangerAddress, strangerCookie, 404);
    await expectRefused(strangerAddress, { token: stranger.token }, 404);

    // Forged, altered or expired cookies prove nothing; nor does the public picture route serve it.
    const [name, value = ''] = ownerCookie.cookie.split('=');
    const [hash, until, sig = ''] = value.split('.');
    await expectRefused(url, { cookie: `${name}=${hash}.${until}.${tampered(sig)}` }, 403);
    await expectRefused(url, { cookie: `${name}=${hash}.${Number(until) + 60}.${sig}` }, 403);
    await expectRefused(url, { cookie: await cookieFor(owner.token, unixNow() - 7200) }, 403);
    await expectRefused(url, { cookie: `${name}=${sha256('not a session')}.${until}.${sig}` }, 403);
    await expectRefused(`/api/images/${pictureIdOf(url)}`, null, 404);

    // Deleted: the address stops working, for everyone.
    expect((await c.post('/delChat', { id: picture?.Id ?? '' }, owner.token)).status).toBe(200);
    await expectRefused(url, ownerCookie, 404);
    await expectRefused(staffUrl, { token: staff.token }, 404);
  });

  it('ends a cookie with its session: after logout the same cookie opens nothing', async () => {
    const owner = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', owner.token);
    await c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', ImageData: pixelDataUrl }, owner.token);
    const listing = await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, owner.token);
    const url = loadChatsResponseSchema.parse(listing.body).data?.[0]?.ImageUrl ?? '';
    const cookie = { cookie: cookieOf(listing.headers) };
    await expectPicture(url, cookie);
    const logout = await c.get('/logout', owner.token);
    expect(logout.status).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${mediaCookie}=; Path=/api/media; Max-Age=0; HttpOnly; SameSite=Strict$`),
    );
    await expectRefused(url, cookie, 403);
    await expectRefused(url, { token: owner.token }, 403);
  });

  it('serves an order chat picture to that order’s customer and provider only', async () => {
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    const posted = await c.post(
      '/provider/newchat',
      { ChatId: orderId, Category: 'ORDER', ImageData: pixelDataUrl, Message: 'The leak' },
      world.provider.token,
    );
    expect(posted.status).toBe(201);
    const listed = async (prefix: string, token: string) => {
      const answer = await c.post(`${prefix}/loadchats`, { category: 'ORDER', chatid: orderId }, token);
      const url = loadChatsResponseSchema.parse(answer.body).data?.[0]?.ImageUrl ?? '';
      return { url, proof: { cookie: cookieOf(answer.headers) } };
    };
    const customer = await listed('', world.customer.token);
    const provider = await listed('/provider', world.provider.token);
    expect(customer.url).toMatch(/for=CUS-/);
    expect(provider.url).toMatch(/for=PRV-/);
    await expectPicture(customer.url, customer.proof);
    await expectPicture(provider.url, provider.proof);
    await expectRefused(customer.url, provider.proof, 403);

    const otherProvider = await makeProvider(server.db, c);
    const refused = await c.post(
      '/provider/loadchats',
      { category: 'ORDER', chatid: orderId },
      otherProvider.token,
    );
    expect(refused.status).toBe(404);
    const theirs = customer.url.replace(/for=[\w-]+$/, `for=${otherProvider.id}`);
    await expectRefused(theirs, { cookie: await cookieFor(otherProvider.token) }, 404);

    // A closed chat is still readable by its two parties.
    expect((await world.act('cancelorder', orderId)).status).toBe(200);
    const after = await listed('', world.customer.token);
    await expectPicture(after.url, after.proof);
  });

  it('shows KYC documents to their provider and to operators, never to a bare address', async () => {
    const provider = await signUp(c, 'provider');
    expect((await c.post('/provider/updatekyc', kycForm(), provider.token)).status).toBe(201);
    const mine = await c.get('/provider/kycdata', provider.token);
    const record = kycDataResponseSchema.parse(mine.body).data?.[0];
    const idlink = record?.idlink ?? '';
    expect(idlink).toMatch(/^\/api\/media\/kyc\/[0-9a-f-]{36}\?for=PRV-\w+$/);
    const providerCookie = { cookie: cookieOf(mine.headers) };
    await expectPicture(idlink, providerCookie);
    await expectPicture(record?.utilitylink, providerCookie);
    await expectRefused(idlink, null, 403);
    await expectRefused(record?.utilitylink ?? '', null, 403);

    const ops = await operatorTools(server, c);
    const queue = await server.app.inject({
      url: '/api/ops/kyc',
      headers: { authorization: `Bearer ${ops.token}` },
    });
    const [providerRow] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      provider.email,
    ]);
    const entry = kycListResponseSchema
      .parse(queue.json())
      .data.find((kyc) => kyc.ProviderID === providerRow?.id);
    expect(entry?.idlink).toMatch(/for=OPR-/);
    const opsCookie = { cookie: cookieOf(queue.headers) };
    await expectPicture(entry?.idlink, opsCookie);
    await expectPicture(entry?.utilitylink, { token: ops.token });

    const documentId = pictureIdOf(idlink);
    await expectRefused(`/api/images/${documentId}`, null, 404);
    await expectRefused(`/api/media/kyc/${documentId}`, providerCookie, 400);
    const otherProvider = await signUp(c, 'provider');
    const [otherRow] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      otherProvider.email,
    ]);
    await expectRefused(idlink, { token: otherProvider.token }, 403);
    await expectRefused(
      idlink.replace(/for=[\w-]+$/, `for=${otherRow?.id}`),
      { token: otherProvider.token },
      404,
    );
    // A KYC document is no chat picture, whoever asks.
    await expectRefused(idlink.replace('/media/kyc/', '/media/chat/'), providerCookie, 404);
  });
});

/** The signature with its first character changed (always to a different one). */
function tampered(sig: string): string {
  return (sig.startsWith('x') ? 'y' : 'x') + sig.slice(1);
}
