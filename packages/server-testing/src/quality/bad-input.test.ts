// Every API call refuses bad input (wrong types, missing and extra fields, huge text, SQL
// and markup, bad ids and tokens) with a 4xx and `{ success: false, message }`, never a 5xx, and leaves
// the stored data as it was. Seeded, so a failure names the case that reproduces it; `pnpm bench:fuzz`
// sends many more cases over real HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../backends';
import { suiteServer } from '../suite-server';
import { validRequest } from './bad-input-cases';
import { changedTables, snapshotQuery, takeSnapshot } from './data-snapshot';
import { endpointName } from './endpoint-shape';
import { endpoints } from './endpoints';
import { buildWorld, type World } from './fixture-world';
import { describeProblem, fuzzEndpoints, injectSender } from './fuzz-run';
import { registeredApiRoutes } from './registered-routes';

/** Change it to explore; a failure report names the seed and case that reproduce it. */
const seed = 20_250_711;
const casesPerEndpoint = 24;

describe.each(backends)('bad input on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(server, c);
  }, 60_000);

  it('covers every API call the app registers', () => {
    const listed = endpoints.map(endpointName).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registeredApiRoutes(server.app));
  });

  it('refuses every bad request with a 4xx and changes no stored data', async () => {
    const reports = await fuzzEndpoints({
      db: server.db,
      world,
      send: injectSender(server.app),
      endpoints,
      seed,
      casesPerEndpoint,
    });
    const problems = reports.flatMap((report) => report.problems).map((p) => describeProblem(p, seed));
    const changed = reports
      .filter((report) => report.changed.length > 0)
      .map((report) => `${report.endpoint} changed ${report.changed.join(', ')}`);
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
    expect(reports.reduce((sum, report) => sum + report.cases, 0)).toBe(endpoints.length * casesPerEndpoint);
  }, 120_000);

  // Last, since these valid requests change the world. Were a starting request refused for its input or
  // its session, every case built on it would be refused whatever its defect, and prove nothing.
  it('starts every case from a request the app accepts', async () => {
    const send = injectSender(server.app);
    const logoutsLast = [...endpoints].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    const snapshotSql = await snapshotQuery(server.db);
    const before = await takeSnapshot(server.db, snapshotSql);
    const refused: string[] = [];
    for (const endpoint of logoutsLast) {
      // A one-time code is mailed, so the starting request cannot know it: those are refused by design.
      if (Object.values(endpoint.fields).some((field) => field.kind === 'code')) continue;
      const answer = await send(validRequest(world, endpoint));
      if ([400, 401, 413, 415, 422].includes(answer.status)) {
        refused.push(`${endpointName(endpoint)}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
    // The fingerprint sees what valid requests write, so "unchanged" above means something.
    const changed = changedTables(before, await takeSnapshot(server.db, snapshotSql)).map(
      (t) => t.split(' ')[0],
    );
    expect(changed).toEqual(
      expect.arrayContaining(['accounts', 'orders', 'support_cases', 'chat_messages', 'sessions']),
    );
    // One valid request per catalogued call: about 2 s alone, past vitest's default 5 s on a loaded machine.
  }, 30_000);
});
