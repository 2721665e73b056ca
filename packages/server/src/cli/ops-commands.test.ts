import { backends } from '@callout/server-testing/backends';
import { productId } from '@callout/server-testing/fixtures/orders';
import { kycForm, providerIdOf } from '@callout/server-testing/fixtures/provider';
import { client, signUp, uniqueEmail } from '@callout/server-testing/harness';
import { operatorCli } from '@callout/server-testing/operator-cli';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { readSessionFile } from './operator-session';

describe.each(backends)('operator CLI provider commands on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const { run, sessionFile } = operatorCli(server);

  it('reviews KYC and service requests and lists accounts', async () => {
    const email = uniqueEmail('reviewer');
    const password = 'a-long-operator-password';
    expect((await run(['operator:create', email, 'Rae', 'Reviewer'], [password])).out).toMatch(
      /^Created operator/,
    );
    expect((await run(['kyc:list'])).err).toBe('You are not logged in. Run: login <email>');
    expect((await run(['login', email, '--server', server.url], [password])).code).toBe(0);

    const c = client(server.app);
    const provider = await signUp(c, 'provider');
    const providerId = await providerIdOf(server, provider.email);
    const form = kycForm();
    await c.post('/provider/updatekyc', form, provider.token);

    const listed = await run(['kyc:list']);
    expect(listed.out).toContain(`${providerId}  SUBMITTED`);
    expect(listed.out).toContain(`Zadie ${form.lastName} (Zadie Plumbing Ltd)`);
    expect(listed.out).toMatch(
      new RegExp(`ID ${server.url}/api/media/kyc/[0-9a-f-]{36}\\?for=OPR-\\w+$`, 'm'),
    );
    // The printed address opens only with the operator's session, never on its own.
    const address = / ID (\S+)/.exec(listed.out)?.[1] ?? '';
    expect((await fetch(address)).status).toBe(403);
    const token = (await readSessionFile(sessionFile))?.token ?? '';
    const document = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('image/png');

    expect(await run(['kyc:review', providerId, 'QUERIED'])).toMatchObject({
      code: 1,
      err: 'Please add a note telling the provider what to correct.',
    });
    expect((await run(['kyc:review', providerId, 'QUERIED', '--note', 'Blurry ID photo.'])).out).toBe(
      `${providerId}: KYC marked QUERIED.`,
    );
    expect((await run(['kyc:list'])).out).not.toContain(providerId);
    expect((await run(['kyc:list', '--status', 'QUERIED'])).out).toContain(providerId);
    await c.post('/provider/updatekyc', kycForm(), provider.token);
    expect((await run(['kyc:review', providerId, 'verified'])).out).toBe(
      `${providerId}: KYC marked VERIFIED.`,
    );
    expect((await run(['kyc:list', '--all'])).out).toContain(`${providerId}  VERIFIED`);

    const leak = await productId(server.db, 'Leak repair');
    await c.post('/provider/newcertrequest', { id: leak, price: '99.99' }, provider.token);
    const services = await run(['services:list']);
    const requestId = new RegExp(
      `#(\\d+)  SUBMITTED .*\\n  Leak repair \\(Plumbing / [^)]+\\) at £99\\.99, range £50\\.00–£150\\.00\\n  ${providerId} `,
    ).exec(services.out)?.[1];
    expect(requestId).toBeDefined();
    expect((await run(['services:review', `#${requestId}`, 'ACTIVE'])).out).toBe(
      `#${requestId}: Service request marked ACTIVE.`,
    );
    expect((await run(['services:review', `${requestId}`, 'MAYBE'])).err).toBe(
      'Please choose ACTIVE, DENIED or SUSPENDED.',
    );
    expect((await run(['services:list', '--status', 'ACTIVE'])).out).toContain(`#${requestId}  ACTIVE`);

    const accounts = await run(['accounts:list', '--role', 'provider', '--search', provider.email]);
    // The resubmitted KYC form's names are the account's now.
    expect(accounts.out).toMatch(
      new RegExp(
        `^${providerId}  provider  ${provider.email}  Zadie Journey\\w+  \\(email not verified, KYC VERIFIED, joined `,
      ),
    );
    expect((await run(['accounts:list', '--role', 'boss'])).code).toBe(1);
    expect((await run(['payouts:weekly'])).out).toMatch(/^Weekly payouts run: 0 payouts paid\. Batch WEEK-/);
    expect(await run(['kyc:review'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Usage: kyc:review'),
    });
  });
});
