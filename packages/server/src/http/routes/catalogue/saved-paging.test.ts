// The saved lists page with a cursor: a customer with a full list of providers and of locations reaches
// the first saved, each once, most recently saved first, also where entries were saved in the same moment;
// the search pages the same way; another customer's entries never show, with or without a cursor; an old
// client's call (no cursor) answers the first page in the documented shape; a bad cursor is a 400; a late
// page reads the customer's newest-first index.
import {
  savedLocationsResponseSchema,
  savedPageSize,
  savedProvidersResponseSchema,
} from '@callout/contracts/saved';
import { backends } from '@callout/server-testing/backends';
import { query } from '@callout/server-testing/fixtures/orders';
import { seedSavedLists } from '@callout/server-testing/fixtures/saved';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  maxSavedPerList,
  savedLocationsQuery,
  savedProvidersQuery,
} from '../../../domain/catalogue/saved/saved-store';
import { keysetPage } from '../../../infra/db/keyset';

const tag = () => Math.random().toString(36).slice(2, 7);

describe.each(backends)('saved list paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const accountId = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };
  let customer: { token: string; id: string };
  let other: { token: string; id: string };
  let saved: { providers: string[]; locations: string[] };
  let othersSaved: { providers: string[]; locations: string[] };

  beforeAll(async () => {
    const account = await signUp(c, 'user');
    customer = { token: account.token, id: await accountId(account.email) };
    const second = await signUp(c, 'user');
    other = { token: second.token, id: await accountId(second.email) };
    // Both lists full, saved in the same moments as the other customer's.
    saved = await seedSavedLists(server.db, { customerId: customer.id, count: maxSavedPerList, tag: tag() });
    othersSaved = await seedSavedLists(server.db, { customerId: other.id, count: 30, tag: tag() });
    await server.db.query('ANALYZE saved_providers');
    await server.db.query('ANALYZE saved_locations');
  }, 120_000);

  const lists = {
    '/savedproviders': {
      parse: (body: unknown) => {
        const page = savedProvidersResponseSchema.parse(body);
        return { ids: page.data?.map((row) => row.Available) ?? [], next: page.Next ?? '' };
      },
      mine: () => saved.providers,
      others: () => othersSaved.providers,
      search: 'provider 1',
      sql: savedProvidersQuery,
      idOf: (row: Record<string, unknown>) => String(row.id),
    },
    '/savedlocations': {
      parse: (body: unknown) => {
        const page = savedLocationsResponseSchema.parse(body);
        return { ids: page.data?.map((row) => row.Available) ?? [], next: page.Next ?? '' };
      },
      mine: () => saved.locations,
      others: () => othersSaved.locations,
      search: ';1',
      sql: savedLocationsQuery,
      idOf: (row: Record<string, unknown>) => String(row.location),
    },
  } as const;

  /** Follows `Next` from the first page to the last; answers every page's entries. */
  async function pages(path: keyof typeof lists, token: string, search = '', from = '') {
    const found: string[][] = [];
    let before = from;
    do {
      const reply = await c.get(`${path}${query({ search, ...(before ? { before } : {}) })}`, token);
      expect(reply.status).toBe(200);
      const page = lists[path].parse(reply.body);
      found.push(page.ids);
      before = page.next;
    } while (before && found.length < 20);
    return found;
  }

  describe.each(Object.keys(lists) as (keyof typeof lists)[])('%s', (path) => {
    it('pages to the first saved, each once, most recently saved first', async () => {
      const found = await pages(path, customer.token);
      expect(found.map((page) => page.length)).toEqual([savedPageSize, savedPageSize]);
      expect(found.flat()).toEqual(lists[path].mine());
    });

    it('answers an old client the first page in the documented shape', async () => {
      const reply = await c.get(path, customer.token);
      expect(reply.body).toMatchObject({ success: true, message: 'Saved records loaded.' });
      const first = lists[path].parse(reply.body);
      expect(first.ids).toEqual(lists[path].mine().slice(0, savedPageSize));
      expect(first.next).toMatch(/^\d+~\d+$/);
    });

    it('pages the search the same way', async () => {
      // Entries 1, 10–19 and 100 match: pages of 5 (of the route's SQL) reach them all, each once.
      const { sql, idOf } = lists[path];
      const found: string[][] = [];
      let before: string | undefined;
      do {
        const rows = await server.db.query<
          Record<string, unknown> & { cursor_micros: string; cursor_id: number }
        >(...sql(customer.id, { search: lists[path].search, before, size: 5 }));
        const page = keysetPage(rows, 5);
        found.push(page.rows.map(idOf));
        before = page.next ?? undefined;
      } while (before && found.length < 20);
      expect(found.map((page) => page.length)).toEqual([5, 5, 2]);
      // Newest first is the nth saved from the 100th down.
      expect(found.flat()).toEqual(
        lists[path].mine().filter((_, i) => String(maxSavedPerList - i).startsWith('1')),
      );
    });

    it("never shows another customer's entries, whoever's cursor is sent", async () => {
      const theirs = await pages(path, other.token);
      expect(theirs.flat()).toEqual(lists[path].others());
      const first = lists[path].parse((await c.get(path, customer.token)).body);
      // The first customer's cursor, sent by the other: the other's own entries after that moment.
      const crossed = await pages(path, other.token, '', first.next);
      const mine = new Set(lists[path].mine());
      expect(crossed.flat().some((id) => mine.has(id))).toBe(false);
      const all = (await pages(path, customer.token)).flat();
      expect(all.some((id) => lists[path].others().includes(id))).toBe(false);
    });

    it.each(['1~', '~1', 'abc~1', '12~x', `${'9'.repeat(18)}~1`, `1~${'9'.repeat(19)}`])(
      'refuses the cursor %s with a 400 in words',
      async (before) => {
        const reply = await c.get(`${path}${query({ before })}`, customer.token);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          success: false,
          message: 'The reference is missing or not valid.',
        });
      },
    );
  });

  const planOf = async ([sql, params]: [string, unknown[]]) => {
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return JSON.stringify(plan?.['QUERY PLAN']);
  };
  /** The tables a plan reads whole. */
  const seqScans = (plan: string) =>
    [...plan.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map((match) => match[1]);

  it.each([
    ['/savedproviders', savedProvidersQuery, 'saved_providers_newest', 'saved_providers'],
    ['/savedlocations', savedLocationsQuery, 'saved_locations_newest', 'saved_locations'],
  ] as const)(
    "reads a late page of %s off the customer's newest-first index",
    async (path, sqlOf, index, table) => {
      // Other customers' lists, so that one customer's are a few of them, as in a real database.
      for (let n = 0; n < 6; n += 1) {
        const someone = await signUp(c, 'user');
        await seedSavedLists(server.db, {
          customerId: await accountId(someone.email),
          count: 100,
          tag: tag(),
        });
      }
      await server.db.query(`ANALYZE ${table}`);
      await server.db.query('ANALYZE accounts');
      const first = lists[path].parse((await c.get(path, customer.token)).body);
      const plan = await planOf(sqlOf(customer.id, { search: '', before: first.next, size: savedPageSize }));
      // The planner may sort the few rows the index gives (a bitmap scan) where a table is this small.
      expect(plan).toContain(`"Index Name":"${index}"`);
      expect(seqScans(plan)).not.toContain(table);
    },
    120_000,
  );
});
