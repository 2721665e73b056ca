// Chat pictures and KYC documents reach only the people in the conversation (and
// operators), through short-lived signed addresses; signed-in JSON is never stored by any cache.
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
import { kycListResponseSchema } from '../ops/ops-contract';
import { mediaSigner } from './signing-key';
import { type MediaKind, mediaMaxLifeSeconds, unixNow } from './url-signer';

describe.each(backends)('private media on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const fetchUrl = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
  const idOf = async (email: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]))[0]?.id ?? '';
  /** The address with one query field changed. */
  const withParam = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://x');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}${parsed.search}`;
  };
  /** A genuine signature from the server's key, as if the server had listed the picture to `accountId`. */
  const signedFor = async (kind: MediaKind, id: string, accountId: string, now = unixNow()) => {
    const { until, sig } = (await mediaSigner(server.db, server.env)).sign(kind, id, accountId, now);
    return `/api/media/${kind}/${id}?${new URLSearchParams({ for: accountId, until: String(until), sig })}`;
  };
  const pictureIdOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() ?? '';

  const expectPicture = async (url: string | null | undefined) => {
    const answer = await fetchUrl(url ?? '');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(answer.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(mediaMaxLifeSeconds);
    return answer;
  };
  const expectRefused = async (url: string, status: number) => {
    const answer = await fetchUrl(url);
    expect(answer.statusCode, url).toBe(status);
    expect(answer.json()).toMatchObject({ success: false });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  };

  it('serves a support chat picture to the case owner and operators only, until the message is deleted', async () => {
    const owner = await signUp(c, 'user');
    const stranger = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', owner.token);
    const staff = await signInOperator(server, c);
    await c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', ImageData: pixelDataUrl }, owner.token);
    const chat = loadChatsResponseSchema.parse(
      (await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, owner.token)).body,
    );
    const picture = chat.data?.[0];
    const url = picture?.ImageUrl ?? '';
    expect(url).toMatch(/^\/api\/media\/chat\/[\w-]+\?for=CUS-\w+&until=\d+&sig=[\w-]{43}$/);
    const answer = await expectPicture(url);
    expect(answer.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);

    // The operator working the case gets an address of its own.
    const detail = await c.get(`/operator/cases/${caseId}`, staff.token);
    const staffUrl = (detail.body.data as { messages: ChatMessage[] }).messages[0]?.ImageUrl;
    expect(staffUrl).toMatch(/for=OPR-/);
    await expectPicture(staffUrl);

    // Another account cannot get an address: the chat is not listed to it, and the owner's address with
    // its own account put in, or even one genuinely signed for it, does not open the picture.
    expect((await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, stranger.token)).status).toBe(
      404,
    );
    const strangerId = await idOf(stranger.email);
    await expectRefused(withParam(url, 'for', strangerId), 403);
    await expectRefused(await signedFor('chat', pictureIdOf(url), strangerId), 404);

    // Tampered, expired, missing or id-only addresses fail; the public picture route does not serve it.
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    await expectRefused(withParam(url, 'sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`), 403);
    await expectRefused(
      withParam(url, 'until', String(Number(new URL(url, 'http://x').searchParams.get('until')) + 60)),
      403,
    );
    await expectRefused(
      await signedFor('chat', pictureIdOf(url), await idOf(owner.email), unixNow() - 7200),
      403,
    );
    await expectRefused(url.replace(/sig=[\w-]+$/, ''), 400);
    await expectRefused(`/api/media/chat/${pictureIdOf(url)}`, 400);
    await expectRefused(`/api/images/${pictureIdOf(url)}`, 404);
    expect((await fetchUrl(withParam(url, 'sig', tampered(sig)))).headers['cache-control']).toBe('no-store');

    // Deleted: the still-valid address stops working, for everyone.
    expect((await c.post('/delChat', { id: picture?.Id ?? '' }, owner.token)).status).toBe(200);
    await expectRefused(url, 404);
    await expectRefused(staffUrl ?? '', 404);
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
    const urlFor = async (prefix: string, token: string) =>
      loadChatsResponseSchema.parse(
        (await c.post(`${prefix}/loadchats`, { category: 'ORDER', chatid: orderId }, token)).body,
      ).data?.[0]?.ImageUrl ?? '';
    const customerUrl = await urlFor('', world.customer.token);
    const providerUrl = await urlFor('/provider', world.provider.token);
    expect(customerUrl).toMatch(/for=CUS-/);
    expect(providerUrl).toMatch(/for=PRV-/);
    await expectPicture(customerUrl);
    await expectPicture(providerUrl);

    const otherProvider = await makeProvider(server.db, c);
    const refused = await c.post(
      '/provider/loadchats',
      { category: 'ORDER', chatid: orderId },
      otherProvider.token,
    );
    expect(refused.status).toBe(404);
    await expectRefused(await signedFor('chat', pictureIdOf(customerUrl), otherProvider.id), 404);

    // A closed chat is still readable by its two parties.
    expect((await world.act('cancelorder', orderId)).status).toBe(200);
    await expectPicture(await urlFor('', world.customer.token));
  });

  it('shows KYC documents to their provider and to operators, never publicly', async () => {
    const provider = await signUp(c, 'provider');
    const providerId = await idOf(provider.email);
    expect((await c.post('/provider/updatekyc', kycForm(), provider.token)).status).toBe(201);
    const record = kycDataResponseSchema.parse((await c.get('/provider/kycdata', provider.token)).body)
      .data?.[0];
    const idlink = record?.idlink ?? '';
    expect(idlink).toMatch(/^\/api\/media\/kyc\/[0-9a-f-]{36}\?for=PRV-/);
    await expectPicture(idlink);
    await expectPicture(record?.utilitylink);

    const ops = await operatorTools(server, c);
    const queue = kycListResponseSchema.parse((await c.get('/ops/kyc', ops.token)).body);
    const entry = queue.data.find((kyc) => kyc.ProviderID === providerId);
    expect(entry?.idlink).toMatch(/for=OPR-/);
    await expectPicture(entry?.idlink);
    await expectPicture(entry?.utilitylink);

    const documentId = pictureIdOf(idlink);
    await expectRefused(`/api/media/kyc/${documentId}`, 400);
    await expectRefused(`/api/images/${documentId}`, 404);
    expect((await fetchUrl(`/api/kyc-documents/${documentId}`)).statusCode).toBe(404);
    const otherProvider = await signUp(c, 'provider');
    await expectRefused(await signedFor('kyc', documentId, await idOf(otherProvider.email)), 404);
    // A KYC address cannot be used as a chat one: the kind is signed too.
    await expectRefused(idlink.replace('/media/kyc/', '/media/chat/'), 403);
  });
});

/** The signature with its first character changed (always to a different one). */
function tampered(sig: string): string {
  return (sig.startsWith('x') ? 'y' : 'x') + sig.slice(1);
}
