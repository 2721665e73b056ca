// Fills an empty database with the demo catalogue and accounts, then their story (seed-demo-story.ts), each
// once: the runs are recorded in schema_migrations, so later starts (and other instances) leave the data alone.

import type { Database, Queryable } from '../../../infra/db/database';
import { allApplied, isApplied, lockSchema, markApplied } from '../../../infra/db/migrate';
import type { Geocoder } from '../../../infra/geo/geocoder';
import type { PasswordHasher } from '../../accounts/auth/passwords';
import { insertSpecific } from '../catalogue-admin-store';
import {
  type DemoProvider,
  demoCustomer,
  demoCustomerPassword,
  demoOperator,
  demoOperatorPassword,
  demoProviderPassword,
  demoProviders,
} from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import {
  accountPresent,
  flagCategoryProducts,
  insertDemoCategory,
  insertDemoCustomer,
  insertDemoOperator,
  insertDemoProduct,
  insertDemoProvider,
  insertDemoSchedule,
  insertDemoService,
  insertDemoServiceArea,
  insertSvg,
  liveEmailsAmong,
  productIdsByName,
} from './demo-seed-store';
import { avatarSvg, demoIllustration, seedImageId } from './placeholder-images';
import { credentialsSeedId, seedDemoCredentials } from './seed-demo-credentials-store';
import { picturesSeedId, seedDemoPictures } from './seed-demo-pictures-store';
import { promotionsSeedId, seedDemoPromotions } from './seed-demo-promotions-store';
import { type StoryParts, seedDemoStory, storySeedId } from './seed-demo-story';

const seedId = 'seed-demo-data';
/** Apart from the accounts, so a demo database seeded before the operator console gets its operator. */
const operatorSeedId = 'seed-demo-operator';
/** Apart as well: a demo database seeded before service areas gets them, and the new providers. */
const serviceAreasSeedId = 'seed-demo-service-areas';

async function seedCatalogue(tx: Queryable): Promise<Map<string, number>> {
  const productIds = new Map<string, number>();
  for (const [position, category] of demoCatalogue.entries()) {
    const link = await insertSvg(
      tx,
      seedImageId('category', category.name),
      demoIllustration(category.name, category),
    );
    await insertDemoCategory(tx, { name: category.name, description: category.description, link, position });
    for (const specific of category.specifics) {
      const specificLink = await insertSvg(
        tx,
        seedImageId('specific', `${category.name} ${specific.name}`),
        demoIllustration(specific.name, category, 1),
      );
      await insertSpecific(tx, {
        category: category.name,
        name: specific.name,
        description: specific.description,
        link: specificLink,
      });
      for (const [index, [name, description, min, max, rate]] of specific.products.entries()) {
        const productLink = await insertSvg(
          tx,
          seedImageId('product', name),
          demoIllustration(name, category, 2 + index),
        );
        const id = await insertDemoProduct(tx, {
          category: category.name,
          specific: specific.name,
          name,
          description,
          link: productLink,
          min,
          max,
          rate,
        });
        if (id !== null) productIds.set(name, id);
      }
    }
    // Car hire is booked for a fixed date: exempt from the 14-day right to cancel.
    if (category.cancelExempt) {
      await flagCategoryProducts(tx, category.name, 'cancel_exempt');
    }
    // Cleaning and car washing are bought again and again: customers may book them as a series.
    if (category.repeatable) {
      await flagCategoryProducts(tx, category.name, 'repeatable');
    }
  }
  return productIds;
}

async function seedProvider(
  tx: Queryable,
  provider: DemoProvider,
  passwordHash: string,
  productIds: Map<string, number>,
): Promise<void> {
  const imageId = seedImageId('avatar', provider.id);
  await insertSvg(tx, imageId, avatarSvg(provider.id, provider.firstName, provider.lastName));
  await insertDemoProvider(tx, provider, imageId, passwordHash);
  // A scheduled provider is bookable from today for the whole 60-day booking window.
  await insertDemoSchedule(tx, provider.id, provider.schedule);
  for (const [product, price] of provider.services) {
    const productId = productIds.get(product);
    if (productId === undefined)
      throw new Error(`Demo provider ${provider.id} offers unknown product ${product}`);
    await insertDemoService(tx, provider.id, productId, price);
  }
}

/** Every run of the demo data; each is recorded once done. */
const demoSeedIds = [
  seedId,
  storySeedId,
  operatorSeedId,
  promotionsSeedId,
  picturesSeedId,
  serviceAreasSeedId,
  credentialsSeedId,
];

/** True when it seeded; false when the data was already there. */
/** What the seed needs of the server: password hashing, and the geocoder and links of the story it tells. */
export interface SeedParts extends StoryParts {
  passwords: PasswordHasher;
}

export async function seedDemoData(db: Database, parts: SeedParts): Promise<boolean> {
  const { passwords, geocoder } = parts;
  // Every start after the first: one query instead of a locked transaction per run.
  if (await allApplied(db, demoSeedIds)) return false;
  const seeded = await seedAccountsAndCatalogue(db, passwords);
  const told = await seedDemoStory(db, parts);
  const operator = await seedDemoOperator(db, passwords);
  const promoted = await seedDemoPromotions(db);
  const pictures = await seedDemoPictures(db);
  const placed = await seedDemoServiceAreas(db, passwords, geocoder);
  const credentials = await seedDemoCredentials(db);
  return seeded || told || operator || promoted || pictures || placed || credentials;
}

/**
 * Places the demo providers (demo-accounts.ts `area`). Demo providers added since the database was seeded
 * are created first, when the catalogue still has all their products; an area a provider has changed
 * since is kept.
 */
async function seedDemoServiceAreas(
  db: Database,
  passwords: PasswordHasher,
  geocoder: Geocoder,
): Promise<boolean> {
  const applied = await db.transaction(async (tx) => {
    await lockSchema(tx);
    return isApplied(tx, serviceAreasSeedId);
  });
  if (applied) return false;
  const places = new Map<string, { lat: number; lng: number; postcode: string }>();
  for (const provider of demoProviders) {
    const place = await geocoder.locate(provider.area.postcode);
    if (!place) throw new Error(`Demo provider ${provider.id} has an unknown base ${provider.area.postcode}`);
    places.set(provider.id, place);
  }
  // Hashing is slow: only when a demo provider is missing, which a fresh seed never leaves.
  let providerHash: string | undefined;
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, serviceAreasSeedId)) return false;
    const productIds = await productIdsByName(tx);
    for (const provider of demoProviders) {
      const present = await accountPresent(tx, provider.id, provider.email);
      const offered = provider.services.every(([product]) => productIds.has(product));
      if (!present && offered) {
        providerHash ??= await passwords.hash(demoProviderPassword);
        await seedProvider(tx, provider, providerHash, productIds);
      }
      const place = places.get(provider.id);
      if (!place) continue;
      await insertDemoServiceArea(tx, provider.id, place, provider.area.radius);
    }
    await markApplied(tx, serviceAreasSeedId);
    return true;
  });
}

async function seedDemoOperator(db: Database, passwords: PasswordHasher): Promise<boolean> {
  const applied = await db.transaction(async (tx) => {
    await lockSchema(tx);
    return isApplied(tx, operatorSeedId);
  });
  if (applied) return false;
  const passwordHash = await passwords.hash(demoOperatorPassword);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, operatorSeedId)) return false;
    await insertDemoOperator(tx, demoOperator, passwordHash); // one made earlier with the CLI keeps its password
    await markApplied(tx, operatorSeedId);
    return true;
  });
}

async function seedAccountsAndCatalogue(db: Database, passwords: PasswordHasher): Promise<boolean> {
  const alreadySeeded = await db.transaction(async (tx) => {
    await lockSchema(tx);
    return isApplied(tx, seedId);
  });
  if (alreadySeeded) return false;
  // Hashing is slow, so it happens before the transaction that holds the lock.
  const customerHash = await passwords.hash(demoCustomerPassword);
  const providerHash = await passwords.hash(demoProviderPassword);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (await isApplied(tx, seedId)) return false;
    const productIds = await seedCatalogue(tx);
    for (const provider of demoProviders) await seedProvider(tx, provider, providerHash, productIds);
    const avatar = seedImageId('avatar', demoCustomer.id);
    await insertSvg(tx, avatar, avatarSvg(demoCustomer.id, demoCustomer.firstName, demoCustomer.lastName));
    await insertDemoCustomer(tx, demoCustomer, avatar, customerHash);
    await markApplied(tx, seedId);
    return true;
  });
}

/** Emails of the demo accounts still in this database (production mode reports them at start). */
export async function demoAccountsIn(db: Queryable): Promise<string[]> {
  const emails = demoLogins.map((login) => login.email);
  return liveEmailsAmong(db, emails);
}

export const demoLogins = [
  { role: 'customer', email: demoCustomer.email, password: demoCustomerPassword },
  ...demoProviders.map((p) => ({ role: 'provider', email: p.email, password: demoProviderPassword })),
  { role: 'operator', email: demoOperator.email, password: demoOperatorPassword },
];
