// A provider's public profile: who they are, where and what they work at, and what customers said. Only
// providers who passed identity checks and are active have one; nothing private is read (no e-mail,
// phone, exact base or identity papers): the base shows as its postcode district.
import type { ProviderPublicProfile } from '@callout/contracts/provider-public-profile';
import { profileReviewsShown } from '@callout/contracts/provider-public-profile';
import type { Env } from '../../env';
import type { Queryable } from '../../infra/db/database';
import { imageLink } from '../../infra/images/image-store';
import { providerPerks } from '../catalogue/provider-cards';
import { productVisibleSql } from '../catalogue/visibility';
import { postcodeDistrict } from '../orders/address-privacy';
import { completedOrdersSql, reviewCountSql } from './provider-counters-queries';

interface ProfileRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  image_id: string | null;
  rating: string | null;
  created_at: Date | string;
  completed: number;
  reviews: number;
}

interface ServiceRow {
  product_id: number;
  name: string;
  category: string;
  price: string;
  pay_rate: 'PER HOUR' | 'PER JOB';
  currency: string;
}

interface ReviewRow {
  rating: number;
  body: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
  product_name: string;
  reply_body: string | null;
  reply_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The customer as a review names them: first name and the initial of the last ("Ada L."). */
function reviewerName(first: string | null, last: string | null): string {
  const initial = last?.trim().charAt(0);
  return [first?.trim() || 'Customer', initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

/** The profile, or null when there is no such provider, or they are not verified, active and present. */
export async function findPublicProfile(
  db: Queryable,
  env: Pick<Env, 'PUBLIC_API_BASE_URL'>,
  providerId: string,
): Promise<ProviderPublicProfile | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT a.id, a.first_name, a.last_name, a.bio, a.image_id, a.rating, a.created_at,
       ${completedOrdersSql('a.id')} AS completed, ${reviewCountSql('a.id')} AS reviews
     FROM accounts a
     WHERE a.id = $1 AND a.role = 'provider' AND a.kyc_status = 'VERIFIED'
       AND a.deleted_at IS NULL AND a.suspended_at IS NULL`,
    [providerId],
  );
  if (!row) return null;
  const [areas, services, reviews] = await Promise.all([
    db.query<{ zip_code: string; radius_miles: number }>(
      'SELECT zip_code, radius_miles FROM provider_service_areas WHERE provider_id = $1',
      [providerId],
    ),
    db.query<ServiceRow>(
      `SELECT p.id AS product_id, p.name, p.category, ps.price, p.pay_rate, p.currency
       FROM provider_services ps JOIN products p ON p.id = ps.product_id
       WHERE ps.provider_id = $1 AND ps.status = 'ACTIVE' AND ${productVisibleSql('p')}
       ORDER BY p.category, p.name`,
      [providerId],
    ),
    // The provider's reply is what they wrote in answer to the review; before replies existed, their own
    // review of the same order stood as the reply: its words only, never their rating of the customer.
    // Reviews an operator hid under the review policy are not shown.
    db.query<ReviewRow>(
      `SELECT r.rating, r.body, c.first_name, c.last_name, r.created_at, o.product_name,
         coalesce(r.reply_body, own.body) AS reply_body,
         CASE WHEN r.reply_body IS NOT NULL THEN r.replied_at ELSE own.created_at END AS reply_at
       FROM reviews r
       JOIN accounts c ON c.id = r.reviewer_id
       JOIN orders o ON o.id = r.order_id
       LEFT JOIN reviews own ON own.order_id = r.order_id AND own.reviewer_role = 'provider'
         AND own.body IS NOT NULL AND own.body <> '' AND own.hidden_at IS NULL
       WHERE r.subject_id = $1 AND r.reviewer_role = 'user' AND r.hidden_at IS NULL
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${profileReviewsShown}`,
      [providerId],
    ),
  ]);
  const rating = row.rating === null ? null : Number(row.rating);
  return {
    PersonnelID: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    BioInfo: row.bio,
    Image: imageLink(env, row.image_id),
    Rating: rating,
    ReviewCount: row.reviews,
    MemberSince: iso(row.created_at),
    Areas: areas.map((area) => ({
      District: postcodeDistrict(area.zip_code),
      RadiusMiles: area.radius_miles,
    })),
    Services: services.map((service) => ({
      ProductID: String(service.product_id),
      Name: service.name,
      Category: service.category,
      Price: Number(service.price),
      Rate: service.pay_rate,
      Currency: service.currency,
    })),
    Badges: providerPerks(rating, row.completed),
    Reviews: reviews.map((review) => ({
      Rating: review.rating,
      Review: review.body,
      Reviewer: reviewerName(review.first_name, review.last_name),
      Posted: iso(review.created_at),
      Service: review.product_name,
      Reply:
        review.reply_body && review.reply_at
          ? { Review: review.reply_body, Posted: iso(review.reply_at) }
          : null,
    })),
  };
}
