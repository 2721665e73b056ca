// The providers list for a job's place reads the product's nearest offers off their kept places
// (provider_offer_places) and widens its reach until the page is certain: its answer must be the one a
// reading of every provider gives. 300 providers around Bristol (far from the demo's), each at its own place
// and radius; their answers are checked against the haversine order computed here over all of them, for a
// full page, a search that matches a few scattered ones, and a place that few areas reach.
import { londonToday } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LatLng } from '../../infra/geo/distance';
import { milesBetween } from '../../infra/geo/service-area';
import { availableProviders, availableProvidersPage } from './availability-queries';

const providers = 300;
const bristol = { lat: 51.4545, lng: -2.5879 };

interface Placed {
  id: string;
  lat: number;
  lng: number;
  radius: number;
  price: number;
  bio: string;
}

describe.each(backends)('nearest providers on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let product: string;
  const placed: Placed[] = [];

  beforeAll(async () => {
    product = await productId(server.db, 'Standard home clean');
    const template = await makeProvider(server.db, c, { firstName: 'Near' });
    // The template's account copied 300 times by SQL (every column a row may be written with).
    const columns = (
      await server.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'accounts' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'email')`,
      )
    ).map((row) => row.column_name);
    const list = columns.join(', ');
    await server.db.query(
      `INSERT INTO accounts (id, email, ${list})
       SELECT 'PRV-NEAR' || lpad(g::text, 6, '0'), 'near' || g || '@example.com', ${list}
       FROM accounts, generate_series(1, ${providers}) g WHERE id = $1`,
      [template.id],
    );
    // Places spread over about 40 miles around Bristol, radii of 3 to 30 miles, prices and bios of their own
    // (one in twenty is a "needle" for the search), all from the row number so every run is the same.
    await server.db.query(
      `INSERT INTO provider_schedules (provider_id, status)
       SELECT 'PRV-NEAR' || lpad(g::text, 6, '0'), 'ACTIVE' FROM generate_series(1, ${providers}) g`,
    );
    await server.db.query(
      `UPDATE accounts SET bio = CASE WHEN substr(id, 9)::int % 20 = 7 THEN 'needle work' ELSE 'cleaning' END
       WHERE id LIKE 'PRV-NEAR%'`,
    );
    // Half the areas are set before the services and half after: the kept places follow either.
    const areas = (from: number, to: number) =>
      server.db.query(
        `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
         SELECT 'PRV-NEAR' || lpad(g::text, 6, '0'), 'BS1',
           ${bristol.lat} + ((g * 37) % 101 - 50) / 180.0, ${bristol.lng} + ((g * 53) % 103 - 51) / 120.0,
           3 + (g * 7) % 28
         FROM generate_series(${from}, ${to}) g`,
      );
    await areas(1, providers / 2);
    await server.db.query(
      `INSERT INTO provider_services (provider_id, product_id, price, status)
       SELECT 'PRV-NEAR' || lpad(g::text, 6, '0'), $1::int, 20 + g % 17, 'ACTIVE'
       FROM generate_series(1, ${providers}) g`,
      [product],
    );
    await areas(providers / 2 + 1, providers);
    const rows = await server.db.query<Placed>(
      `SELECT a.id, sa.lat, sa.lng, sa.radius_miles AS radius, ps.price::float8 AS price, a.bio
       FROM accounts a JOIN provider_service_areas sa ON sa.provider_id = a.id
       JOIN provider_services ps ON ps.provider_id = a.id AND ps.product_id = $1::int
       WHERE a.id LIKE 'PRV-NEAR%'`,
      [product],
    );
    placed.push(...rows);
  }, 120_000);

  /** Every provider covering the job, by miles then price then id (no ratings here), as a full read gives. */
  function expected(job: LatLng, matches: (p: Placed) => boolean = () => true, limit = 50) {
    return placed
      .filter((p) => matches(p) && milesBetween(p, job) <= p.radius)
      .map((p) => ({ id: p.id, miles: milesBetween(p, job), price: p.price }))
      .sort((a, b) => a.miles - b.miles || a.price - b.price || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((p) => p.id);
  }

  /** Every page of `size` from the first, each asked with the cursor of the one before. */
  async function everyPage(job: LatLng | undefined, size: number, search = '') {
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const page = await availableProvidersPage(
        server.db,
        {
          productId: product,
          date: londonToday(),
          today: londonToday(),
          search,
          ...(job ? { near: job } : {}),
        },
        { size, after },
      );
      pages.push(page.rows.map((row) => row.id));
      after = page.next ?? undefined;
    } while (after && pages.length < 100);
    return pages;
  }

  const listed = async (job: LatLng, search = '') =>
    (
      await availableProviders(server.db, {
        productId: product,
        date: londonToday(),
        today: londonToday(),
        search,
        near: job,
      })
    ).map((row) => row.id);

  it('lists a full page nearest first, as reading every provider would', async () => {
    const answer = await listed(bristol);
    expect(answer).toHaveLength(50);
    expect(answer).toEqual(expected(bristol));
  });

  it('widens its reach for a search that matches a few scattered providers', async () => {
    const answer = await listed(bristol, 'needle');
    const needles = expected(bristol, (p) => p.bio === 'needle work');
    expect(needles.length).toBeGreaterThan(3);
    expect(answer).toEqual(needles);
  });

  it('answers a place few areas reach with all that do, and none where none does', async () => {
    const edge = { lat: bristol.lat + 0.45, lng: bristol.lng - 0.7 };
    const few = expected(edge);
    expect(few.length).toBeGreaterThan(0);
    expect(few.length).toBeLessThan(50);
    expect(await listed(edge)).toEqual(few);
    expect(await listed({ lat: 55.95, lng: -3.19 })).toEqual([]);
  });

  it('pages through every provider covering the job, nearest first, none twice and none left out', async () => {
    const all = expected(bristol, () => true, providers);
    expect(all.length).toBeGreaterThan(60);
    const pages = await everyPage(bristol, 20);
    expect(pages.slice(0, -1).every((page) => page.length === 20)).toBe(true);
    expect(pages.flat()).toEqual(all);
    const needles = await everyPage(bristol, 2, 'needle');
    expect(needles.flat()).toEqual(expected(bristol, (p) => p.bio === 'needle work', providers));
  });

  it('pages without a place best rated first, then cheapest, none twice and none left out', async () => {
    await server.db.query(
      `UPDATE accounts SET rating = CASE WHEN substr(id, 9)::int % 3 = 0 THEN NULL
         ELSE 3 + (substr(id, 9)::int % 5) / 2.0 END
       WHERE id LIKE 'PRV-NEAR%'`,
    );
    const rated = await server.db.query<{ id: string }>(
      `SELECT a.id FROM accounts a JOIN provider_services ps ON ps.provider_id = a.id AND ps.product_id = $1::int
       WHERE a.id LIKE 'PRV-NEAR%' ORDER BY a.rating DESC NULLS LAST, ps.price, a.id`,
      [product],
    );
    const pages = await everyPage(undefined, 20);
    const ours = pages.flat().filter((id) => id.startsWith('PRV-NEAR'));
    expect(ours).toEqual(rated.map((row) => row.id));
    expect(new Set(pages.flat()).size).toBe(pages.flat().length);
  });

  it('follows an area that moves', async () => {
    const first = placed[0];
    if (!first) throw new Error('nothing placed');
    await server.db.query('UPDATE provider_service_areas SET lat = $2, lng = $3 WHERE provider_id = $1', [
      first.id,
      bristol.lat,
      bristol.lng,
    ]);
    Object.assign(first, bristol);
    expect((await listed(bristol))[0]).toBe(first.id);
  });
});
