// Each server writes its own PUBLIC_SITE_URL into its mails: a second server in the same process (another
// instance, a test's variant) never changes where the first one's links point.
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteLinksFor } from './site-links';

describe('siteLinksFor', () => {
  it('puts a page of the site after its address, with or without a trailing slash', () => {
    expect(siteLinksFor('https://callout.test').pageUrl('/details/ORD1')).toBe(
      'https://callout.test/details/ORD1',
    );
    expect(siteLinksFor('https://callout.test/').pageUrl('/orders')).toBe('https://callout.test/orders');
  });
});

describe.each(backends)('the links in mail on $name', (backend) => {
  const { server, c } = suiteServer(backend, { env: { PUBLIC_SITE_URL: 'https://first.callout.test' } });

  /** Books and pays an order through `app`; the customer's "Booking confirmed" mail. */
  async function confirmationMail(app: FastifyInstance) {
    const world = await orderWorld(server.db, app === server.app ? c : client(app));
    const orderid = await world.book();
    expect((await world.pay(orderid)).status).toBe(200);
    const mails = (await mailbox(server.app)).filter((mail) => mail.to === world.customer.email);
    return { orderid, text: mails.find((mail) => mail.subject.startsWith('Booking confirmed'))?.text ?? '' };
  }

  it('point at each server’s own site, however many servers the process runs', async () => {
    const second = await server.variant({ PUBLIC_SITE_URL: 'https://second.callout.test' });
    const first = await confirmationMail(server.app);
    expect(first.text).toContain(`https://first.callout.test/details/${first.orderid}`);
    const other = await confirmationMail(second);
    expect(other.text).toContain(`https://second.callout.test/details/${other.orderid}`);
    expect(server.siteLinks.pageUrl('/orders')).toBe('https://first.callout.test/orders');
  }, 60_000);
});
