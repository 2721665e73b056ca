import { activeProvidersResponseSchema } from '@callout/contracts/catalog';
import { providerPublicProfileResponseSchema } from '@callout/contracts/provider-public-profile';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perHour, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('public provider profiles on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const profileOf = (id: string) => c.get(`/providers/${encodeURIComponent(id)}/profile`);

  /** A completed, reviewed order of a fresh provider, the provider's own words in reply. */
  const reviewedWorld = async () => {
    const w = await orderWorld(server.db, c);
    await server.db.query(`UPDATE accounts SET first_name = 'Ada', last_name = 'lovelace' WHERE id = $1`, [
      w.customer.id,
    ]);
    await server.db.query(
      `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
       VALUES ($1, 'SE15 4QL', 51.47, -0.06, 12)`,
      [w.provider.id],
    );
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    const review = { product: '1', provider: w.provider.id, orderid };
    expect(
      (await c.post('/newreview', { ...review, rating: '4', review: 'Quick and tidy' }, w.customer.token))
        .status,
    ).toBe(201);
    const reply = { ...review, rating: '5', review: 'Thank you, Ada!' };
    expect((await c.post('/provider/newreview', reply, w.provider.token)).status).toBe(201);
    return w;
  };

  it("shows a verified provider's services, area, rating with its count and reviews with replies", async () => {
    const w = await reviewedWorld();
    const response = await profileOf(w.provider.id);
    expect(response.status).toBe(200);
    const profile = providerPublicProfileResponseSchema.parse(response.body).data;
    expect(profile).toMatchObject({
      PersonnelID: w.provider.id,
      FirstName: 'Paula',
      Rating: 4,
      ReviewCount: 1,
      Areas: [{ District: 'SE15', RadiusMiles: 12 }],
    });
    expect(profile?.Services.map((service) => [service.Name, service.Price, service.Rate]).sort()).toEqual(
      [
        [perJob, 80, 'PER JOB'],
        [perHour, 40, 'PER HOUR'],
      ].sort(),
    );
    expect(profile?.Reviews).toEqual([
      expect.objectContaining({
        Rating: 4,
        Review: 'Quick and tidy',
        Reviewer: 'Ada L.',
        Service: perJob,
        Reply: expect.objectContaining({ Review: 'Thank you, Ada!' }),
      }),
    ]);
    expect(profile?.Badges.map((badge) => badge.Icon)).toContain('history');
    expect(Number.isNaN(Date.parse(profile?.MemberSince ?? ''))).toBe(false);
  });

  it('gives away nothing private: no e-mail, phone, exact address, payout or identity papers', async () => {
    const w = await reviewedWorld();
    await server.db.query(`UPDATE accounts SET phone = '07700900123' WHERE id IN ($1, $2)`, [
      w.provider.id,
      w.customer.id,
    ]);
    const text = JSON.stringify((await profileOf(w.provider.id)).body);
    for (const secret of [
      w.provider.email,
      w.customer.email,
      '07700900123',
      'SE15 4QL',
      '4QL',
      'Waterloo',
      'lovelace',
      '51.47',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/kyc|stripe|payout|email|phone/i);
  });

  it('has no profile for a provider not approved, suspended or deleted, nor for a customer: 404', async () => {
    const unapproved = await makeProvider(server.db, c, { kyc: 'SUBMITTED' });
    const suspended = await makeProvider(server.db, c);
    await server.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [suspended.id]);
    const deleted = await makeProvider(server.db, c);
    await server.db.query(
      'UPDATE accounts SET deleted_at = now(), email = NULL, password_hash = NULL WHERE id = $1',
      [deleted.id],
    );
    const w = await orderWorld(server.db, c);
    for (const id of [unapproved.id, suspended.id, deleted.id, w.customer.id, 'PRV-nobody']) {
      const response = await profileOf(id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ success: false, message: providerMessages.publicProfileNotFound });
    }
  });

  it('refuses an id that is no id with a 400', async () => {
    const response = await profileOf('x'.repeat(80));
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it('gives provider cards the count of reviews beside the rating', async () => {
    const w = await reviewedWorld();
    const reply = await c.post('/activeproviders', {
      schedule: day(3),
      prodid: await productId(server.db, perJob),
      search: 'Paula',
    });
    const cards = activeProvidersResponseSchema.parse(reply.body).data ?? [];
    expect(cards.find((card) => card.PersonnelID === w.provider.id)).toMatchObject({
      Rating: 4,
      ReviewCount: 1,
    });
  });
});
