// The demo dashboard's three promotion cards, which were hard-coded until operators could manage them.
// Seeded once, like the rest of the demo data, also into a demo database seeded before
// promotions had a table; later an operator's changes stay.
import type { Database } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';
import { isApplied, lockSchema, markApplied } from '../../../infra/db/migrate';
import { seedImageId } from './placeholder-images';

export const promotionsSeedId = 'seed-demo-promotions';

/** Pictures are the demo catalogue's category images. */
export const demoPromotions: ReadonlyArray<{ category: string; link: string; text: string }> = [
  {
    category: 'Cleaning',
    link: '/service/location',
    text: 'Book a vetted cleaner for any day in the next two months.',
  },
  {
    category: 'Plumbing',
    link: '/service/location',
    text: 'Publish a job and let certified plumbers near you bid for it.',
  },
  {
    category: 'Car Wash',
    link: '/service/location',
    text: 'Mobile valeting at your home or workplace: pay only once the job is done.',
  },
];

/** True when it seeded. Runs after the catalogue, whose pictures it shows. */
export async function seedDemoPromotions(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, promotionsSeedId)) return false;
    for (const [position, card] of demoPromotions.entries()) {
      // Live from today for ten years: the demo should look the same whenever it is opened.
      await tx.query(
        `INSERT INTO promotions (image_id, description, link, starts_on, ends_on, position)
         VALUES ($1, $2, $3, ${londonTodaySql}, ${londonTodaySql} + 3650, $4)`,
        [seedImageId('category', card.category), card.text, card.link, position],
      );
    }
    await markApplied(tx, promotionsSeedId);
    return true;
  });
}
