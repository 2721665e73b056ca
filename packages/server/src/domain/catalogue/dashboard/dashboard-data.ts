// Everything the customer dashboard shows, in one reply (GET /dashboard).
import type { DashboardData, LeadingProvider, TrendingProduct } from '@callout/contracts/dashboard';
import type { Env } from '../../../env';
import type { Queryable } from '../../../infra/db/database';
import { imageLink } from '../../../infra/images/image-store';
import type { AccountRow } from '../../accounts/account-store';
import { customerUpcomingPage } from '../../orders/order-lists';
import { toProduct } from '../catalog-queries';
import { listSavedLocations, maxSavedPerList } from '../saved/saved-store';
import { leadingProviderRows, trendingProductRows } from './dashboard-queries';
import { livePromotions } from './promotions-queries';

const listLength = 6;

/**
 * Most booked in the last 30 London days, today included; the catalogue's order breaks ties (and fills a
 * quiet month). Read from the per-day counts kept as orders come (product_daily_orders), not the orders.
 */
async function trendingProducts(db: Queryable): Promise<TrendingProduct[]> {
  const rows = await trendingProductRows(db, listLength);
  return rows.map((row) => ({ ...toProduct(row), Category: row.category, Specifics: row.specific }));
}

/** Verified providers customers can book, best rated first. */
async function leadingProviders(db: Queryable, env: Env): Promise<LeadingProvider[]> {
  const rows = await leadingProviderRows(db, listLength);
  return rows.map((r) => ({
    PersonnelID: r.id,
    Img: imageLink(env, r.image_id),
    FirstName: r.first_name,
    LastName: r.last_name,
    BioInfo: r.bio,
    Rating: r.rating === null ? null : Number(r.rating),
  }));
}

/** What every customer's dashboard shows alike. */
export type PublicDashboard = Pick<DashboardData, 'promotions' | 'trproducts' | 'trproviders'>;

export async function publicDashboard(db: Queryable, env: Env): Promise<PublicDashboard> {
  return {
    promotions: await livePromotions(db, env),
    trproducts: await trendingProducts(db),
    trproviders: await leadingProviders(db, env),
  };
}

/** The dashboard; `shared` gives the public part (kept in memory by the route), read here when absent. */
export async function dashboardData(
  db: Queryable,
  env: Env,
  customer: AccountRow,
  shared: () => Promise<PublicDashboard> = () => publicDashboard(db, env),
): Promise<DashboardData> {
  // The picker offers every saved location: a list holds at most maxSavedPerList.
  const { rows: locations } = await listSavedLocations(db, customer.id, {
    search: '',
    size: maxSavedPerList,
  });
  const { promotions, trproducts, trproviders } = await shared();
  // The first page; GET /upcomingorders gives the ones after it.
  const upcoming = await customerUpcomingPage(db, customer.id);
  return {
    promotions,
    svlocations: locations.map(({ LastUpdated: _, ...location }) => location),
    usersdata: [
      { ImgLink: imageLink(env, customer.image_id), FirstName: customer.first_name, Email: customer.email },
    ],
    uaorders: upcoming.rows,
    uaordersNext: upcoming.next,
    trproducts,
    trproviders,
  };
}
