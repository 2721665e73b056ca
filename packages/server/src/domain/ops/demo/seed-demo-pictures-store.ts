// The in-house illustrations and generated avatars for a demo database seeded with the first pictures
// (coloured boxes with a caption). Pictures are cached for good under their id, so the new ones are stored
// at new ids and every row still pointing at a first picture is moved to its successor; a picture an
// operator has replaced since is left alone. Runs once, like the rest of the demo data.
import type { Database, Queryable } from '../../../infra/db/database';
import { isApplied, lockSchema, markApplied } from '../../../infra/db/migrate';
import { demoCustomer, demoProviders } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { avatarSvg, demoIllustration, seedImageId } from './placeholder-images';

export const picturesSeedId = 'seed-demo-pictures-2';

const link = (id: string) => `/api/images/${id}`;

async function storeSvg(tx: Queryable, id: string, svg: string): Promise<void> {
  await tx.query(
    `INSERT INTO images (id, mime, data_base64) VALUES ($1, 'image/svg+xml', $2) ON CONFLICT (id) DO NOTHING`,
    [id, Buffer.from(svg).toString('base64')],
  );
}

/** True when it ran. */
export async function seedDemoPictures(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, picturesSeedId)) return false;
    // Nothing to move in a database without the first demo pictures (a fresh one seeds the new ones).
    const [old] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM images WHERE id LIKE 'seed-%'`,
    );
    if ((old?.count ?? 0) > 0) await movePictures(tx);
    await markApplied(tx, picturesSeedId);
    return true;
  });
}

async function movePictures(tx: Queryable): Promise<void> {
  for (const category of demoCatalogue) {
    const id = seedImageId('category', category.name);
    const before = seedImageId('category', category.name, 1);
    await storeSvg(tx, id, demoIllustration(category.name, category));
    await tx.query('UPDATE categories SET img_link = $1 WHERE name = $2 AND img_link = $3', [
      link(id),
      category.name,
      link(before),
    ]);
    await tx.query('UPDATE promotions SET image_id = $1 WHERE image_id = $2', [id, before]);
    for (const specific of category.specifics) {
      const key = `${category.name} ${specific.name}`;
      const specificId = seedImageId('specific', key);
      await storeSvg(tx, specificId, demoIllustration(specific.name, category, 1));
      await tx.query(
        'UPDATE specifics SET img_link = $1 WHERE category = $2 AND name = $3 AND img_link = $4',
        [link(specificId), category.name, specific.name, link(seedImageId('specific', key, 1))],
      );
      for (const [index, [name]] of specific.products.entries()) {
        const productId = seedImageId('product', name);
        await storeSvg(tx, productId, demoIllustration(name, category, 2 + index));
        await tx.query('UPDATE products SET img_link = $1 WHERE img_link = $2', [
          link(productId),
          link(seedImageId('product', name, 1)),
        ]);
      }
    }
  }
  for (const account of [...demoProviders, demoCustomer]) {
    const id = seedImageId('avatar', account.id);
    await storeSvg(tx, id, avatarSvg(account.id, account.firstName, account.lastName));
    await tx.query('UPDATE accounts SET image_id = $1 WHERE id = $2 AND image_id = $3', [
      id,
      account.id,
      seedImageId('avatar', account.id, 1),
    ]);
  }
}
