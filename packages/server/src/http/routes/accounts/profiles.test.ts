import {
  customerProfileResponseSchema,
  providerProfileResponseSchema,
  updateProviderBioResponseSchema,
} from '@callout/contracts/accounts';
import { phoneMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import {
  demoCustomer,
  demoCustomerPassword,
  demoProviderPassword,
  demoProviders,
} from '../../../domain/ops/demo/demo-accounts';
import { messages } from '../../../messages';

// A 1×1 transparent PNG.
const pixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(backends)('profiles on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('shows and updates the customer profile, photo included', async () => {
    const c = client(server.app);
    const { email, token } = await signUp(c, 'user');
    const before = customerProfileResponseSchema.parse((await c.get('/profile', token)).body);
    expect(before.data?.UserData[0]).toMatchObject({ Email: email, FirstName: null, ImgLink: null });

    const update = { firstname: 'Ada', lastname: 'Lovelace', phone: '07700900555', image: pixelPng };
    expect(await c.post('/updatebio', update, token)).toMatchObject({
      status: 200,
      body: { success: true, message: messages.profileUpdated },
    });
    const after = customerProfileResponseSchema.parse((await c.get('/profile', token)).body).data
      ?.UserData[0];
    expect(after).toMatchObject({ FirstName: 'Ada', Lastname: 'Lovelace', Phone: '07700900555' });
    const picture = await server.app.inject({ url: after?.ImgLink ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);
  });

  it('rejects bad profile updates with 4xx', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const valid = { firstname: 'Ada', lastname: 'Lovelace', phone: '07700900555' };
    const tooBig = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    tooBig.write('89504e470d0a1a0a', 'hex');
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...valid, firstname: '' }, messages.firstName],
      [{ lastname: 'x', phone: '07700900555' }, messages.firstName],
      [{ ...valid, lastname: 'x'.repeat(500) }, messages.lastName],
      [{ ...valid, phone: 'call me' }, phoneMessage],
      [{ ...valid, image: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }, messages.imageType],
      [{ ...valid, image: 'not base64!' }, 'The image is not valid base64'],
      [{ ...valid, image: tooBig.toString('base64') }, messages.imageTooLarge],
    ];
    for (const [form, message] of cases) {
      const response = await c.post('/updatebio', form, token);
      expect(response.status, message).toBeGreaterThanOrEqual(400);
      expect(response.status, message).toBeLessThan(500);
      expect(response.body).toMatchObject({ success: false, message });
    }
  });

  it('shows a new provider an empty, unverified profile and updates the bio up to 150 characters', async () => {
    const c = client(server.app);
    const { email, token } = await signUp(c, 'provider');
    const profile = providerProfileResponseSchema.parse((await c.get('/provider/profile', token)).body).data;
    expect(profile).toMatchObject({
      orders: [],
      rating: null,
      completed: 0,
      total: 0,
      isEmailVerified: false,
      isKYCVerified: false,
    });
    expect(profile?.UserData[0]).toMatchObject({ Email: email, BioInfo: null });
    expect(profile?.UserData[0]?.PersonnelID).toMatch(/^PRV-/);

    const bio = 'b'.repeat(150);
    const updated = updateProviderBioResponseSchema.parse(
      (await c.post('/provider/updatebio', { value: bio }, token)).body,
    );
    expect(updated).toMatchObject({ success: true, data: bio });
    const tooLong = await c.post('/provider/updatebio', { value: `${bio}b` }, token);
    expect(tooLong).toMatchObject({ status: 400, body: { success: false, message: messages.bio } });
    expect((await c.post('/provider/updatebio', {}, token)).status).toBe(400);
  });

  it('seeds demo accounts that can log in, and a verified provider with a rating', async () => {
    const c = client(server.app);
    const customer = await c.post('/login', { email: demoCustomer.email, password: demoCustomerPassword });
    expect(customer.status).toBe(200);
    const [provider] = demoProviders;
    const login = await c.post('/provider/login', {
      email: provider?.email ?? '',
      password: demoProviderPassword,
    });
    const token = (login.body.data as { Token: string }).Token;
    const profile = providerProfileResponseSchema.parse((await c.get('/provider/profile', token)).body).data;
    expect(profile).toMatchObject({ rating: provider?.rating, isKYCVerified: true, isEmailVerified: true });
    const avatar = await server.app.inject({ url: profile?.UserData[0]?.Img ?? '' });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
  });

  it('seeds the catalogue once, however often the app starts', async () => {
    const counts = async () =>
      (
        await server.db.query<{ categories: number; products: number; providers: number; services: number }>(
          `SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products,
                  (SELECT count(*) FROM accounts WHERE role = 'provider' AND kyc_status = 'VERIFIED')::int AS providers,
                  (SELECT count(*) FROM provider_services WHERE status = 'ACTIVE')::int AS services`,
        )
      )[0];
    const first = await counts();
    expect(first?.categories).toBe(7);
    expect(first?.providers).toBe(demoProviders.length);
    await server.variant({});
    expect(await counts()).toEqual(first);
    const names = await server.db.query<{ name: string }>('SELECT name FROM categories ORDER BY position');
    expect(names.map((row) => row.name)).toEqual([
      'Handyman',
      'Cleaning',
      'Carpentry',
      'Plumbing',
      'Car Hires',
      'Electricals',
      'Car Wash',
    ]);
    const outOfRange = await server.db.query(
      `SELECT 1 FROM provider_services s JOIN products p ON p.id = s.product_id
       WHERE s.price < p.min_price OR s.price > p.max_price`,
    );
    expect(outOfRange).toHaveLength(0);
    const none = await server.db.query(`SELECT 1 FROM specifics WHERE name = 'NONE'`);
    expect(none.length).toBeGreaterThan(0);
  });
});
