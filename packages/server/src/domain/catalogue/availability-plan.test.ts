// Who serves a place is found through the GiST index on the service areas' reach (migration 1921), not by
// testing every provider certified for the product: 600 copies of a demo provider spread over Great Britain,
// the same answer as the exact distance test alone, and the index in the statement's plan.
import { backends } from '@callout/server-testing/backends';
import { day } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../infra/db/database';
import { milesBetweenSql } from '../../infra/geo/service-area-queries';
import { availableProviders } from './availability-queries';

const copies = 600;

describe.each(backends)('providers found by place on $name', (backend) => {
  const { server } = suiteServer(backend);
  let productId = '';
  let templateId = '';

  const columns = async (table: string, skip: string[]) =>
    (
      await server.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'`,
        [table],
      )
    )
      .map((row) => row.column_name)
      .filter((name) => !skip.includes(name));

  beforeAll(async () => {
    const [template] = await server.db.query<{ provider_id: string; product_id: number }>(
      `SELECT sa.provider_id, ps.product_id FROM provider_service_areas sa
       JOIN provider_services ps ON ps.provider_id = sa.provider_id AND ps.status = 'ACTIVE'
       ORDER BY sa.provider_id, ps.product_id LIMIT 1`,
    );
    templateId = template?.provider_id ?? '';
    productId = String(template?.product_id);
    const id = `'PRV-AREA' || lpad(n::text, 5, '0')`;
    const accountColumns = await columns('accounts', ['id', 'email']);
    await server.db.query(
      `INSERT INTO accounts (id, email, ${accountColumns.join(', ')})
       SELECT ${id}, 'area' || n || '@reach.example', ${accountColumns.map((name) => `a.${name}`).join(', ')}
       FROM accounts a, generate_series(1, $2::int) AS n WHERE a.id = $1`,
      [templateId, copies],
    );
    for (const table of ['provider_services', 'provider_schedules', 'provider_credentials']) {
      const copied = await columns(table, ['provider_id', 'id']);
      await server.db.query(
        `INSERT INTO ${table} (provider_id, ${copied.join(', ')})
         SELECT ${id}, ${copied.map((name) => `t.${name}`).join(', ')}
         FROM ${table} t, generate_series(1, $2::int) AS n WHERE t.provider_id = $1`,
        [templateId, copies],
      );
    }
    // Bases from Cornwall to the Highlands, radii of 1 to 100 miles.
    await server.db.query(
      `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
       SELECT ${id}, 'AREA', 50.1 + (n * 37 % 800) / 100.0, -5.5 + (n * 53 % 700) / 100.0, 1 + n * 7 % 100
       FROM generate_series(1, $1::int) AS n`,
      [copies],
    );
    await server.db.query('ANALYZE');
  }, 120_000);

  /** The providers whose area covers the place by the exact distance alone, as before the index. */
  const coveringExactly = async (lat: number, lng: number) =>
    (
      await server.db.query<{ provider_id: string }>(
        `SELECT provider_id FROM provider_service_areas sa
         WHERE ${milesBetweenSql('sa.lat', 'sa.lng', '$1::float8', '$2::float8')} <= sa.radius_miles`,
        [lat, lng],
      )
    ).map((row) => row.provider_id);

  it('answers the providers the exact distance test does', async () => {
    for (const [lat, lng] of [
      [51.5, -0.12],
      [53.48, -2.24],
      [55.95, -3.19],
      [50.4, -4.1],
    ] as const) {
      const found = await availableProviders(server.db, {
        productId,
        date: day(2),
        near: { lat, lng },
      });
      const covering = new Set(await coveringExactly(lat, lng));
      const ids = found.map((row) => row.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(covering.has(id)).toBe(true);
      const copiesCovering = [...covering].filter((id) => id.startsWith('PRV-AREA'));
      const others = ids.filter((id) => !id.startsWith('PRV-AREA')).length;
      expect(ids.length - others).toBe(Math.min(copiesCovering.length, 50 - others));
    }
  });

  it("finds a place's providers through the index on the areas' reach", async () => {
    let sql = '';
    let params: readonly unknown[] = [];
    const recording: Queryable = {
      query: async <T>(text: string, values: readonly unknown[] = []) => {
        sql = text;
        params = values;
        return [] as T[];
      },
      exec: async () => undefined,
    } as Queryable;
    await availableProviders(recording, { productId, date: day(2), near: { lat: 51.5, lng: -0.12 } });
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, [
      ...params,
    ]);
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    expect(text).toMatch(/"Index Name":"provider_service_areas_reach"/);
  });
});
