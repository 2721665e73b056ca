// Credentials that expire: operators define kinds and what requires them, a provider adds one with its
// document, an operator verifies it beside the document, and the provider is offered, sent jobs and allowed
// to bid for a product only while every credential it requires is verified and current by the server's
// clock (a test clock here). Reminders come 30 and 7 days before, once each however many instances look.

import { activeProvidersResponseSchema } from '@callout/contracts/catalog';
import {
  credentialKindsResponseSchema,
  credentialMessages,
  credentialRequirementsResponseSchema,
  opsCredentialsResponseSchema,
  providerCredentialsResponseSchema,
} from '@callout/contracts/credentials';
import { addDays, londonDate } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { notificationsOf, operatorTools } from '@callout/server-testing/fixtures/provider';
import { pixelPng } from '@callout/server-testing/fixtures/support';
import { mailbox, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { testClock } from '@callout/server-testing/test-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';
import { credentialServerMessages as words } from '../../../domain/provider/credentials/messages';

const gasProduct = 'Boiler service';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

describe.each(backends)('credentials on $name', (backend) => {
  const clock = testClock(new Date());
  const { server, c } = suiteServer(backend, { clock });
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  beforeAll(async () => {
    ops = await operatorTools(server, c);
  }, 60_000);

  const today = () => londonDate(clock.now());
  const kindNamed = async (name: string) => {
    const kinds = credentialKindsResponseSchema.parse(
      (await c.get('/ops/credential-kinds', ops.token)).body,
    ).data;
    const kind = kinds?.find((k) => k.Name === name);
    if (!kind) throw new Error(`no kind ${name}`);
    return kind;
  };
  const offered = async (product: string, name: string) => {
    const reply = await c.post('/activeproviders', {
      prodid: await productId(server.db, product),
      schedule: day(1),
      search: name,
    });
    return activeProvidersResponseSchema.parse(reply.body).data ?? [];
  };

  it('lets only operators define kinds and requirements, and answers bad input with words', async () => {
    const provider = await signUp(c, 'provider');
    expect((await c.get('/ops/credential-kinds')).status).toBe(401);
    expect((await c.get('/ops/credentials', provider.token)).status).toBe(401);
    expect(
      (await c.post('/ops/credential-kinds', { name: 'X', issuingBody: 'Y' }, provider.token)).status,
    ).toBe(401);
    expect((await c.get('/provider/credentials', ops.token)).status).toBe(401);

    const name = `Oftec ${Math.random().toString(36).slice(2, 8)}`;
    const added = await c.post(
      '/ops/credential-kinds',
      {
        name,
        issuingBody: 'OFTEC',
        hasNumber: 'true',
        hasExpiry: 'false',
        registerUrl: 'https://www.oftec.org/',
      },
      ops.token,
    );
    expect(added.status, added.body.message).toBe(201);
    const kind = await kindNamed(name);
    expect(kind).toMatchObject({ IssuingBody: 'OFTEC', HasNumber: true, HasExpiry: false });
    expect((await c.post('/ops/credential-kinds', { name, issuingBody: 'OFTEC' }, ops.token)).body).toEqual({
      success: false,
      message: words.kindExists,
    });
    expect(
      (
        await c.post(
          '/ops/credential-kinds',
          { name: 'Z', issuingBody: 'OFTEC', registerUrl: 'http://x' },
          ops.token,
        )
      ).status,
    ).toBe(400);

    // Changing a kind: its words and register; another kind's name is a 409, an unknown kind a 404.
    const renamed = `${name} heating`;
    const changed = await c.post(
      `/ops/credential-kinds/${kind.KindID}`,
      {
        name: renamed,
        issuingBody: 'OFTEC Ltd',
        hasNumber: 'false',
        hasExpiry: 'true',
        registerUrl: 'https://www.oftec.org/find',
      },
      ops.token,
    );
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.message).toBe(words.kindChanged);
    expect(await kindNamed(renamed)).toEqual({
      KindID: kind.KindID,
      Name: renamed,
      IssuingBody: 'OFTEC Ltd',
      HasNumber: false,
      HasExpiry: true,
      RegisterUrl: 'https://www.oftec.org/find',
    });
    const audit = await listAudit(server.db, {
      subject: { type: 'credential-kind', id: String(kind.KindID) },
    });
    expect(audit.map((entry) => entry.Action)).toContain('credential.kind-change');
    const editKind = (id: string | number, form: Record<string, string>, token = ops.token) =>
      c.post(`/ops/credential-kinds/${id}`, form, token);
    expect(await editKind(kind.KindID, { name: 'Gas Safe registered', issuingBody: 'X Y' })).toMatchObject({
      status: 409,
      body: { success: false, message: words.kindExists },
    });
    expect((await editKind(999999, { name: 'Ab', issuingBody: 'Cd' })).status).toBe(404);
    expect((await editKind('gas', { name: 'Ab', issuingBody: 'Cd' })).status).toBe(400);
    expect((await editKind(kind.KindID, { name: 'A', issuingBody: 'Cd' })).status).toBe(400);
    expect((await editKind(kind.KindID, { name: 'Ab', issuingBody: 'Cd' }, provider.token)).status).toBe(401);
    // Saving its own name again is no clash.
    expect((await editKind(kind.KindID, { name: renamed, issuingBody: 'OFTEC' })).status).toBe(200);

    const badRequirements = [
      [{ kinds: '999999' }, 404],
      [{ kinds: 'gas' }, 400],
      [{ kinds: String(kind.KindID), category: 'Nowhere' }, 404],
      [{ kinds: String(kind.KindID), product: '999999' }, 404],
      [{ kinds: String(kind.KindID), category: 'Plumbing', product: '1' }, 400],
    ] as const;
    for (const [form, status] of badRequirements) {
      const reply = await c.post('/ops/credential-requirements', form, ops.token);
      expect(reply.status, JSON.stringify(form)).toBe(status);
      expect(reply.body.success).toBe(false);
    }
    expect((await c.post('/ops/credential-requirements/999999/delete', {}, ops.token)).status).toBe(404);
    expect((await c.post('/ops/credentials/999999/review', { status: 'VERIFIED' }, ops.token)).status).toBe(
      404,
    );
    expect((await c.post('/ops/credentials/1/review', { status: 'QUERIED' }, ops.token)).status).toBe(400);

    // The demo's requirements: gas work needs Gas Safe; electrical work NICEIC or NAPIT.
    const requirements = credentialRequirementsResponseSchema.parse(
      (await c.get('/ops/credential-requirements', ops.token)).body,
    ).data;
    expect(requirements?.map((r) => [r.Category ?? r.Product, r.Kinds.map((k) => k.Name)])).toEqual(
      expect.arrayContaining([
        ['Electricals', ['NAPIT registered', 'NICEIC approved contractor']],
        [gasProduct, ['Gas Safe registered']],
      ]),
    );
  });

  it('offers a provider for gas work only while their Gas Safe registration is verified and current', async () => {
    const name = `Gus${Math.random().toString(36).slice(2, 8)}`;
    const provider = await makeProvider(server.db, c, { firstName: name, services: [[gasProduct, 100]] });
    const gasSafe = await kindNamed('Gas Safe registered');
    // The demo's Gas Safe plumber is offered; a provider without the credential is not.
    expect((await offered(gasProduct, 'James')).map((p) => p.Credentials)).toEqual([
      [expect.objectContaining({ Name: 'Gas Safe registered', IssuingBody: 'Gas Safe Register' })],
    ]);
    expect(await offered(gasProduct, name)).toEqual([]);
    const mine = providerCredentialsResponseSchema.parse(
      (await c.get('/provider/credentials', provider.token)).body,
    );
    expect(mine.data?.Uncovered).toEqual([
      expect.objectContaining({ Product: gasProduct, Needs: ['Gas Safe registered'] }),
    ]);
    // The page also shows which of the provider's products each requirement covers.
    expect(mine.data?.Requirements).toEqual([
      { RequirementID: expect.any(Number), Kinds: [gasSafe.KindID], MinCover: null, Products: [gasProduct] },
    ]);

    const expires = addDays(today(), 40);
    const form = { kind: String(gasSafe.KindID), number: '598765', expires, document: pixelPng };
    // A refusal of one input names it (`field`), so the form shows it there in any language.
    const refusals: Array<[Record<string, string>, string, string?]> = [
      [{ ...form, number: '' }, credentialMessages.numberRequired, 'number'],
      [{ ...form, expires: '' }, credentialMessages.expiryRequired, 'expires'],
      [{ ...form, expires: today() }, credentialMessages.expiryPast, 'expires'],
      [
        { ...form, document: Buffer.from('hello there').toString('base64') },
        credentialMessages.documentType,
        'document',
      ],
      [{ ...form, kind: '999999' }, words.unknownKind],
    ];
    for (const [bad, message, field] of refusals) {
      const reply = await c.post('/provider/credentials', bad, provider.token);
      expect(reply.body, JSON.stringify(bad).slice(0, 80)).toEqual({
        success: false,
        message,
        ...(field ? { field } : {}),
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    const added = await c.post('/provider/credentials', form, provider.token);
    expect(added.status, added.body.message).toBe(201);
    expect(added.body.data).toMatchObject({ Status: 'SUBMITTED', Current: false, Expires: expires });
    // Submitted is not enough.
    expect(await offered(gasProduct, name)).toEqual([]);

    // The operator sees it beside its document, which no other provider can open.
    const queue =
      opsCredentialsResponseSchema.parse((await c.get('/ops/credentials', ops.token)).body).data ?? [];
    const waiting = queue.find((row) => row.ProviderID === provider.id);
    expect(waiting).toMatchObject({ Number: '598765', Status: 'SUBMITTED', Name: 'Gas Safe registered' });
    const document = new URL(waiting?.Document ?? '', 'http://localhost');
    const seen = await server.app.inject({
      url: `${document.pathname}${document.search}`,
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toContain('image/png');
    const other = await signUp(c, 'provider');
    const stranger = await server.app.inject({
      url: `${document.pathname}?for=${encodeURIComponent(provider.id)}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stranger.statusCode).toBe(403);

    const verified = await c.post(
      `/ops/credentials/${waiting?.CredentialID}/review`,
      { status: 'VERIFIED' },
      ops.token,
    );
    expect(verified.status, verified.body.message).toBe(200);
    expect(
      (await c.post(`/ops/credentials/${waiting?.CredentialID}/review`, { status: 'VERIFIED' }, ops.token))
        .status,
    ).toBe(409);
    const shown = await offered(gasProduct, name);
    expect(shown.map((p) => p.Credentials)).toEqual([
      [{ Name: 'Gas Safe registered', IssuingBody: 'Gas Safe Register', Checked: londonDate(new Date()) }],
    ]);
    expect(await notificationsOf(c, provider.token)).toContain(
      'Your Gas Safe registered is verified: customers see it on your card.',
    );

    // A published job for gas work reaches them in the bid panel, and they may bid on it.
    const customer = await makeCustomer(c);
    const job = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, gasProduct),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(50),
        provider: 'BID',
      },
      customer.token,
    );
    expect(job.status, job.body.message).toBe(201);
    const orderid = job.body.message as string;
    const jobs = async () =>
      (
        (await c.get('/provider/BidOpportunities', provider.token)).body.data as Array<{ OrderId: string }>
      ).map((j) => j.OrderId);
    expect(await jobs()).toContain(orderid);
    const bid = () =>
      c.get(`/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.11' })}`, provider.token);
    expect((await bid()).status).toBe(200);
    const bidders = async () =>
      (
        (await c.get(`/findbids${query({ orderid })}`, customer.token)).body.data as Array<{
          PersonnelID: string;
        }>
      ).map((b) => b.PersonnelID);
    expect(await bidders()).toContain(provider.id);

    // 30 days before: one reminder, however many instances look at the same moment, and not again.
    const second = await server.instance();
    const expiry = new Date(`${expires}T12:00:00Z`);
    const reminded = async () =>
      (await notificationsOf(c, provider.token)).filter((text) =>
        text.startsWith('Your Gas Safe registered expires'),
      );
    const mails = async () =>
      (await mailbox(server.app)).filter(
        (m) => m.to === provider.email && m.subject.includes('about to expire'),
      );
    clock.jump(new Date(expiry.getTime() - 31 * 86_400_000));
    await clock.tick();
    expect(await reminded()).toEqual([]);
    clock.jump(new Date(expiry.getTime() - 30 * 86_400_000));
    await Promise.all([clock.tick(), clock.tick()]);
    await clock.tick();
    expect(await reminded()).toHaveLength(1);
    expect((await reminded())[0]).toContain('(in 30 days)');
    expect(await mails()).toHaveLength(1);
    expect(second).toBeDefined();
    clock.jump(new Date(expiry.getTime() - 7 * 86_400_000));
    await Promise.all([clock.tick(), clock.tick()]);
    expect(await reminded()).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
    // Still covered the day before.
    clock.jump(new Date(expiry.getTime() - 86_400_000));
    expect(await offered(gasProduct, name)).toHaveLength(1);

    // On the day it expires the gas product stops showing: not offered, not in the bid panel, no bidding,
    // the bid already placed is no longer shown, and a direct request is refused.
    clock.jump(expiry);
    expect(await offered(gasProduct, name)).toEqual([]);
    expect(await jobs()).not.toContain(orderid);
    expect((await bid()).status).toBe(404);
    expect(await bidders()).not.toContain(provider.id);
    const direct = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, gasProduct),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(45),
        provider: provider.id,
      },
      customer.token,
    );
    expect(direct.status).toBe(409);
    const page = providerCredentialsResponseSchema.parse(
      (await c.get('/provider/credentials', provider.token)).body,
    );
    expect(page.data?.Credentials[0]).toMatchObject({ Status: 'VERIFIED', Current: false });
    expect(page.data?.Uncovered.map((u) => u.Product)).toEqual([gasProduct]);

    // The renewal, once verified, brings it back (a PDF this time).
    const renewed = await c.post(
      '/provider/credentials',
      { ...form, expires: addDays(today(), 365), document: pdf },
      provider.token,
    );
    expect(renewed.status, renewed.body.message).toBe(201);
    expect(await offered(gasProduct, name)).toEqual([]);
    const renewal = (renewed.body.data as { CredentialID: number }).CredentialID;
    expect(
      (await c.post(`/ops/credentials/${renewal}/review`, { status: 'VERIFIED' }, ops.token)).status,
    ).toBe(200);
    expect((await offered(gasProduct, name)).map((p) => p.PersonnelID)).toEqual([provider.id]);
    expect(await jobs()).toContain(orderid);
    clock.jump(new Date());
  }, 60_000);

  it('holds every product to a requirement for all categories with a minimum cover', async () => {
    const name = `Ines${Math.random().toString(36).slice(2, 8)}`;
    const provider = await makeProvider(server.db, c, { firstName: name, services: [['Deep clean', 200]] });
    // This provider reads Callout in Polish: the bell tells them in Polish.
    expect((await c.post('/provider/language', { language: 'pl-PL' }, provider.token)).status).toBe(200);
    expect(await offered('Deep clean', name)).toHaveLength(1);
    const insurance = await kindNamed('Public liability insurance');
    const added = await c.post(
      '/ops/credential-requirements',
      { kinds: String(insurance.KindID), minCover: '1000000' },
      ops.token,
    );
    expect(added.status, added.body.message).toBe(201);
    expect(await offered('Deep clean', name)).toEqual([]);
    const page = providerCredentialsResponseSchema.parse(
      (await c.get('/provider/credentials', provider.token)).body,
    );
    expect(page.data?.Requirements).toContainEqual({
      RequirementID: expect.any(Number),
      Kinds: [insurance.KindID],
      MinCover: 100_000_000,
      Products: ['Deep clean'],
    });
    const form = {
      kind: String(insurance.KindID),
      number: 'PL-1',
      expires: addDays(today(), 200),
      document: pixelPng,
    };
    const low = await c.post('/provider/credentials', { ...form, cover: '500000' }, provider.token);
    const enough = await c.post('/provider/credentials', { ...form, cover: '2000000' }, provider.token);
    const decide = (reply: typeof low) =>
      c.post(
        `/ops/credentials/${(reply.body.data as { CredentialID: number }).CredentialID}/review`,
        { status: 'VERIFIED' },
        ops.token,
      );
    await decide(low);
    expect(await offered('Deep clean', name)).toEqual([]);
    await decide(enough);
    expect(await offered('Deep clean', name)).toHaveLength(1);
    expect(await notificationsOf(c, provider.token)).toContain(
      'Twój dokument Public liability insurance jest zweryfikowany: klienci widzą go na Twojej karcie.',
    );
    // Removing the requirement puts every other provider back.
    const requirement = credentialRequirementsResponseSchema
      .parse((await c.get('/ops/credential-requirements', ops.token)).body)
      .data?.find((r) => r.Category === null && r.ProductID === null);
    expect(requirement?.MinCover).toBe(100_000_000);
    expect(
      (await c.post(`/ops/credential-requirements/${requirement?.RequirementID}/delete`, {}, ops.token))
        .status,
    ).toBe(200);
    expect((await offered('Deep clean', 'Amara')).length).toBe(1);
  });
});

describe.each(backends)("a demo server's clock on $name", (backend) => {
  const { server, c } = suiteServer(backend);
  const move = (days: string) => server.app.inject({ method: 'POST', url: '/dev/clock', payload: { days } });

  it('moves ahead for a journey, and the demo credentials expire on it', async () => {
    const offered = async () => {
      const reply = await c.post('/activeproviders', {
        prodid: await productId(server.db, gasProduct),
        schedule: day(1),
        search: 'James',
      });
      return (activeProvidersResponseSchema.parse(reply.body).data ?? []).length;
    };
    expect(await offered()).toBe(1);
    // The customer's order page names the provider's checked credentials too.
    const customer = await makeCustomer(c);
    const booked = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, gasProduct),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(3),
        provider: 'PRV-DEMO000002',
      },
      customer.token,
    );
    expect(booked.status, booked.body.message).toBe(201);
    const details = await c.get(`/orderdetails${query({ orderid: booked.body.message })}`, customer.token);
    expect(
      (details.body.orderInfo as Array<{ PersonnelCredentials: unknown }>)[0]?.PersonnelCredentials,
    ).toEqual([expect.objectContaining({ Name: 'Gas Safe registered', IssuingBody: 'Gas Safe Register' })]);
    const moved = await move('366');
    expect(moved.json()).toMatchObject({
      success: true,
      data: { Today: addDays(londonDate(new Date()), 366) },
    });
    expect(await offered()).toBe(0);
    expect((await move('abc')).statusCode).toBe(400);
    expect((await move('401')).statusCode).toBe(400);
    expect((await move('0')).json()).toMatchObject({ data: { Today: londonDate(new Date()) } });
    expect(await offered()).toBe(1);
  });
});
