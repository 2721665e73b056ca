// Every call that takes an id answers its owner and refuses everyone else (another
// customer, a provider not on the order, the other role, an anonymous caller) with a 4xx that holds
// nothing of the owner's, says the same whether the id exists or not, and changes nothing. And every
// call refuses the other roles' sessions.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../backends';
import { suiteServer } from '../suite-server';
import { type AccessCall, accessRows, type Owner } from './access-matrix';
import { validRequest } from './bad-input-cases';
import { changedTables, snapshotQuery, takeSnapshot } from './data-snapshot';
import { endpointName } from './endpoint-shape';
import { endpoints } from './endpoints';
import { buildWorld, type World } from './fixture-world';
import { injectSender } from './fuzz-run';

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

describe.each(backends)('access control on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let world: World;
  let snapshotSql: string;
  beforeAll(async () => {
    world = await buildWorld(server, c);
    snapshotSql = await snapshotQuery(server.db);
  }, 60_000);

  const send = (call: AccessCall, token?: string): Promise<Reply> =>
    call.method === 'GET' ? c.get(call.url, token) : c.post(call.url, call.form ?? {}, token);

  const tokensOf = (): Record<Owner, string> => ({
    user: world.customer.token,
    provider: world.provider.token,
    operator: world.operator.token,
  });

  /** What the owner's side of the world must never see in someone else's answer. */
  const secrets = () => [
    world.customer.firstName,
    world.customer.lastName,
    world.customer.email,
    world.customer.phone,
    world.provider.firstName,
    world.provider.lastName,
    world.provider.email,
    world.provider.phone,
    world.shipping.address,
    world.shipping.zipCode,
    world.catalogue.productName,
    'Where is my receipt?',
    'Hello?',
  ];

  const expectRefusal = (reply: Reply, who: string) => {
    const seen = JSON.stringify(reply.body);
    expect(reply.status, `${who}: ${seen}`).toBeGreaterThanOrEqual(400);
    expect(reply.status, `${who}: ${seen}`).toBeLessThan(500);
    expect(reply.body.success, who).toBe(false);
    expect(String(reply.body.message ?? '').trim(), who).not.toBe('');
    // Only the envelope: no data, ids or details of the resource come back.
    expect(Object.keys(reply.body).sort(), who).toEqual(['message', 'success']);
    for (const secret of secrets()) expect(seen, `${who} sees "${secret}"`).not.toContain(secret);
  };

  /** Everyone but the owner: another customer, a provider not on the order, the other roles, nobody. */
  const strangersOf = (owner: Owner): Array<[string, string | undefined]> => {
    const everyone: Array<[string, string | undefined]> = [
      ['another customer', world.otherCustomer.token],
      ['a provider not on the order', world.otherProvider.token],
      ['the customer', world.customer.token],
      ['the engaged provider', world.provider.token],
      ['an operator', world.operator.token],
      ['an anonymous caller', undefined],
    ];
    return everyone.filter(([, token]) => token !== tokensOf()[owner]);
  };

  it.each(accessRows)('$name: only its owner gets an answer', async (row) => {
    const id = await row.prepare({ world, c });
    const before = await takeSnapshot(server.db, snapshotSql);
    for (const [who, token] of strangersOf(row.owner)) {
      const real = await send(row.call(id, world), token);
      expectRefusal(real, who);
      // Nobody can tell an id that exists from one that names nothing.
      const unknown = await send(row.call(row.unknownId, world), token);
      expect(real, `${who}: a real id and an unknown one`).toEqual(unknown);
    }
    expect(changedTables(before, await takeSnapshot(server.db, snapshotSql))).toEqual([]);

    if (row.ownerGetsFile) {
      const call = row.call(id, world);
      const file = await server.app.inject({
        method: call.method,
        url: `/api${call.url}`,
        headers: { authorization: `Bearer ${tokensOf()[row.owner]}` },
      });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.headers['content-type']).toBe(row.ownerGetsFile);
      return;
    }
    const own = await send(row.call(id, world), tokensOf()[row.owner]);
    const outcome = { answered: own.status < 300, success: own.body.success };
    if (row.ownerRefused) expect(own).toMatchObject({ status: 403, body: { success: false } });
    else expect(outcome, JSON.stringify(own.body)).toEqual({ answered: true, success: true });
  });

  it("refuses every call the other roles' sessions", async () => {
    const before = await takeSnapshot(server.db, snapshotSql);
    const sendRaw = injectSender(server.app);
    let checked = 0;
    for (const endpoint of endpoints) {
      if (endpoint.role === 'public') continue;
      const request = validRequest(world, endpoint);
      for (const [role, token] of Object.entries(tokensOf())) {
        if (role === endpoint.role) continue;
        const answer = await sendRaw({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
        });
        const reply = { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
        expectRefusal(reply, `${endpointName(endpoint)} with a ${role} session`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(changedTables(before, await takeSnapshot(server.db, snapshotSql))).toEqual([]);
  });
});
