// The demo catalogue's pictures are illustrations (a line icon on a gradient tile, no caption),
// the demo accounts' avatars generated patterns, and a demo database seeded with the first pictures moves to them.
import { backends } from '@callout/server-testing/backends';
import { startTestServer, type TestServer } from '@callout/server-testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer, demoProviders } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { demoIllustrationIcons, seedImageId } from './placeholder-images';
import { seedDemoPictures } from './seed-demo-pictures-store';

describe.each(backends)('demo pictures on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(() => server?.close());

  const picture = async (link: string) => {
    const response = await server.app.inject({ url: link });
    expect(response.statusCode, link).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    return response.body;
  };

  it('gives every demo category, specific and product an icon of its own kind, without a caption', async () => {
    const rows = await server.db.query<{ name: string; img_link: string }>(
      `SELECT name, img_link FROM categories UNION ALL SELECT name, img_link FROM specifics
       UNION ALL SELECT name, img_link FROM products`,
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.img_link).toMatch(/^\/api\/images\/seed2-/);
      const svg = await picture(row.img_link);
      expect(svg).toContain('linearGradient');
      expect(svg).toMatch(/<path d="M/);
      expect(svg).not.toContain('<text');
    }
    const named = demoCatalogue.flatMap((category) => [
      category.name,
      ...category.specifics.flatMap((specific) => [
        ...(specific.name === 'NONE' ? [] : [specific.name]),
        ...specific.products.map(([name]) => name),
      ]),
    ]);
    expect(named.filter((name) => !demoIllustrationIcons[name])).toEqual([]);
  });

  it('gives the demo accounts a generated pattern avatar, not initials on a flat disc', async () => {
    for (const account of [...demoProviders, demoCustomer]) {
      const [row] = await server.db.query<{ image_id: string }>(
        'SELECT image_id FROM accounts WHERE id = $1',
        [account.id],
      );
      expect(row?.image_id).toBe(seedImageId('avatar', account.id));
      const svg = await picture(`/api/images/${row?.image_id}`);
      expect(svg).toContain('linearGradient');
      expect(svg).toMatch(/fill-opacity="0.16">(<(circle|rect|path) [^>]*\/>)+<\/g>/);
    }
  });

  it('moves a database seeded with the first pictures to the new ones, leaving an operator’s own alone', async () => {
    const [category, other] = demoCatalogue;
    const provider = demoProviders[0];
    if (!category || !other || !provider) throw new Error('demo data missing');
    const old = (kind: string, name: string) => seedImageId(kind, name, 1);
    const box = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    for (const id of [old('category', category.name), old('avatar', provider.id), 'operator-upload']) {
      await server.db.query(`INSERT INTO images (id, mime, data_base64) VALUES ($1, 'image/svg+xml', $2)`, [
        id,
        box,
      ]);
    }
    await server.db.query('UPDATE categories SET img_link = $1 WHERE name = $2', [
      `/api/images/${old('category', category.name)}`,
      category.name,
    ]);
    await server.db.query('UPDATE categories SET img_link = $1 WHERE name = $2', [
      '/api/images/operator-upload',
      other.name,
    ]);
    await server.db.query('UPDATE accounts SET image_id = $1 WHERE id = $2', [
      old('avatar', provider.id),
      provider.id,
    ]);
    await server.db.query(`DELETE FROM schema_migrations WHERE id = 'seed-demo-pictures-2'`);

    expect(await seedDemoPictures(server.db)).toBe(true);
    expect(await seedDemoPictures(server.db)).toBe(false);
    const links = await server.db.query<{ name: string; img_link: string }>(
      'SELECT name, img_link FROM categories WHERE name = ANY($1::text[]) ORDER BY name',
      [[category.name, other.name]],
    );
    expect(Object.fromEntries(links.map((row) => [row.name, row.img_link]))).toEqual({
      [category.name]: `/api/images/${seedImageId('category', category.name)}`,
      [other.name]: '/api/images/operator-upload',
    });
    const [account] = await server.db.query<{ image_id: string }>(
      'SELECT image_id FROM accounts WHERE id = $1',
      [provider.id],
    );
    expect(account?.image_id).toBe(seedImageId('avatar', provider.id));
  });
});
