// A provider as customers see them on a card (catalogue and bids): name, bio, picture, price, rating and
// perks. Perks are facts we can vouch for, not claims typed in by the provider.
import type { ActiveProvider, Perk } from '@callout/contracts/catalog';
import type { Env } from '../../env';
import type { Tables } from '../../infra/db/schema.generated';
import { imageLink } from '../../infra/images/image-store';
import { completedOrdersSql, reviewCountSql } from '../provider/provider-counters-queries';

/** `rating` and `price` are numeric, so text: read them with Number(). */
export type ProviderCardRow = Pick<
  Tables['accounts'],
  'id' | 'first_name' | 'last_name' | 'bio' | 'image_id' | 'rating'
> &
  Pick<Tables['provider_services'], 'price'> & { completed: number; reviews: number };

/** Selects the columns of ProviderCardRow from accounts `a`; the price comes from the caller's query. */
export const providerCardColumns = `a.id, a.first_name, a.last_name, a.bio, a.image_id, a.rating,
  ${completedOrdersSql('a.id')} AS completed, ${reviewCountSql('a.id')} AS reviews`;

const topRated = 4.5;

/** Icon names are those of the shared icon set (packages/ui icon.tsx). */
export function providerPerks(rating: number | null, completed: number): Perk[] {
  const perks: Perk[] = [{ Icon: 'profile', Description: 'Identity verified' }];
  if (rating !== null && rating >= topRated) perks.push({ Icon: 'sparkle', Description: 'Top rated' });
  if (completed > 0) {
    perks.push({ Icon: 'history', Description: `${completed} job${completed === 1 ? '' : 's'} completed` });
  }
  return perks;
}

export function providerCard(env: Pick<Env, 'PUBLIC_API_BASE_URL'>, row: ProviderCardRow): ActiveProvider {
  const rating = row.rating === null ? null : Number(row.rating);
  return {
    PersonnelID: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    BioInfo: row.bio,
    Image: imageLink(env, row.image_id),
    Price: Number(row.price),
    Rating: rating,
    ReviewCount: row.reviews,
    Perks: providerPerks(rating, row.completed),
  };
}
