// Catalogue and help reads come from memory, with a strong ETag and 304, and the
// session check remembers sessions for a few seconds; two app instances on one database (separate pools and
// listening connections on PostgreSQL; one handle on PGlite) must never serve what another one changed.
import { categoriesResponseSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { backends } from '@callout/server-testing/backends';
import { pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, signUp, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

const unique = (label: string) => `${label} ${uniqueEmail('x').slice(2, 10)}`;

describe.each(backends)('in-memory reads shared by two instances on $name', (backend) => {
  const { server, c: onA } = suiteServer(backend);
  let other: FastifyInstance;
  let onB: Client;
  let operator: string;
  beforeAll(async () => {
    other = await server.instance();
    onB = client(other);
    ({ token: operator } = await signInOperator(server, onA));
  }, 60_000);

  const categories = async (c: Client) =>
    (categoriesResponseSchema.parse((await c.get('/categories')).body).data ?? []).map((row) => row.Category);
  const products = async (c: Client, category: string, specifics: string) =>
    (
      productsResponseSchema.parse((await c.post('/products', { category, specifics, search: '' })).body)
        .data ?? []
    ).map((row) => `${row.Product}: ${row.Description}`);
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('shows a catalogue change made through the operator calls on one instance on the next read from the other', async () => {
    const category = unique('Gutters');
    // Both instances hold the lists in memory before the change.
    expect(await categories(onA)).not.toContain(category);
    expect(await categories(onB)).not.toContain(category);
    expect(
      (await onA.post('/ops/categories', { category, description: 'Clear', image: pixelPng }, operator))
        .status,
    ).toBe(200);
    expect(await categories(onB)).toContain(category);
    expect(await categories(onA)).toContain(category);

    await onB.post(
      '/ops/specifics',
      { category, specific: 'NONE', description: 'All', image: pixelPng },
      operator,
    );
    const product = {
      category,
      specific: 'NONE',
      product: 'Gutter clean',
      description: 'Both sides',
      image: pixelPng,
      minprice: '40',
      maxprice: '80',
      payrate: 'PER JOB',
    };
    const created = await onA.post('/ops/products', product, operator);
    expect(created.status).toBe(200);
    expect(await products(onB, category, 'NONE')).toEqual(['Gutter clean: Both sides']);
    const id = (created.body.data as { Id: string }).Id;
    const edited = await onA.post(
      `/ops/products/${id}/edit`,
      { ...product, description: 'Front only' },
      operator,
    );
    expect(edited.body).toMatchObject({ success: true });
    expect(await products(onB, category, 'NONE')).toEqual(['Gutter clean: Front only']);

    await onB.post('/ops/categories/visibility', { category, hidden: 'true' }, operator);
    expect(await categories(onA)).not.toContain(category);
    expect(await products(onA, category, 'NONE')).toEqual([]);
  });

  it('answers with a strong ETag and no-cache, and 304 to If-None-Match until the content changes', async () => {
    const first = await get(server.app, '/categories');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    // Either instance knows the tag: the same content has the same tag everywhere.
    for (const app of [server.app, other]) {
      const again = await get(app, '/categories', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(server.app, '/categories', { 'if-none-match': '"something-else"' })).statusCode).toBe(
      200,
    );

    // Compressed, the bytes differ and so does the tag; it still names the same content.
    const brotli = await get(server.app, '/help-center', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.etag)).toMatch(/-br"$/);
    const plain = await get(server.app, '/help-center');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ success: true, message: 'Help centre' });
    for (const tag of [String(brotli.headers.etag), String(plain.headers.etag)]) {
      expect((await get(other, '/help-center', { 'if-none-match': tag })).statusCode).toBe(304);
    }
    const faqs = await get(other, '/faqs', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(faqs.headers['content-encoding']).toBe('gzip');
    expect((await get(other, '/faqs', { 'if-none-match': `W/"x", ${faqs.headers.etag}` })).statusCode).toBe(
      304,
    );

    // An operator's change makes a new tag on the other instance at once.
    await onA.post(
      '/ops/categories',
      { category: unique('Ponds'), description: 'Still', image: pixelPng },
      operator,
    );
    const changed = await get(other, '/categories', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('refuses a token on one instance as soon as it was signed out on the other', async () => {
    const { token } = await signUp(onA, 'user');
    // Both instances have checked (and remember) the session.
    expect((await onA.get('/valsession', token)).status).toBe(200);
    expect((await onB.get('/valsession', token)).status).toBe(200);
    expect((await onB.get('/logout', token)).status).toBe(200);
    expect((await onA.get('/valsession', token)).status).toBe(401);
    expect((await onA.get('/orders', token)).status).toBe(401);
  });

  it('refuses a suspended account at once on the other instance, and a reinstated one signs in afresh', async () => {
    const { token, email } = await signUp(onA, 'user');
    const [account] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      email,
    ]);
    expect((await onB.get('/valsession', token)).status).toBe(200);
    // The order list reads no account row on a remembered session (requireAccountId): refused all the same.
    expect((await onB.get('/orders', token)).status).toBe(200);
    const id = account?.id ?? '';
    expect((await onA.post(`/ops/accounts/${id}/suspend`, { note: 'Spam' }, operator)).status).toBe(200);
    expect((await onB.get('/orders', token)).status).toBe(401);
    expect((await onB.get('/valsession', token)).status).toBe(401);
    await onA.post(`/ops/accounts/${id}/reinstate`, {}, operator);
    // Suspending ended the session: reinstating does not bring the old token back.
    expect((await onB.get('/valsession', token)).status).toBe(401);
  });
});

describe.each(backends.filter((backend) => backend.name === 'PostgreSQL'))(
  'in-memory reads when the listening connection is lost, on $name',
  (backend) => {
    const { server, c } = suiteServer(backend);

    it('drops what it keeps and serves the database until it listens again', async () => {
      const description = async () =>
        categoriesResponseSchema.parse((await c.get('/categories?search=Plumbing')).body).data?.[0]
          ?.Description;
      const before = await description();
      expect(before).toBeTruthy();
      // Changed behind the app's back (no announcement), while every listening connection is cut: what the
      // app kept may be stale from now on, so it must not be served.
      await server.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await server.db.query(`UPDATE categories SET description = 'Changed unseen' WHERE name = 'Plumbing'`);
      expect(await description()).toBe('Changed unseen');
      // Listening again (after a second), it keeps answers again: a further unseen change is not shown.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await description()).toBe('Changed unseen');
      await server.db.query(`UPDATE categories SET description = $1 WHERE name = 'Plumbing'`, [before]);
      expect(await description()).toBe('Changed unseen');
    });
  },
);
