// A provider's service (certification) requests: asking to offer a catalogue product at their own price,
// and the list behind View Requests. An operator decides each request (domain/ops/service-reviews.ts); only
// ACTIVE ones are bookable (domain/catalogue/availability.ts).
import type {
  CertificationFilter,
  CertificationRequest,
  CertificationStatus,
} from '@callout/contracts/provider-certification';
import { certificationPriceFor } from '@callout/contracts/provider-certification';
import { z } from 'zod';
import { ApiError } from '../../../errors';
import type { Database } from '../../../infra/db/database';
import type { Row } from '../../../infra/db/row';
import type { Tables } from '../../../infra/db/schema.generated';
import { parseInput } from '../../../parse-input';
import type { AccountRow } from '../../accounts/account-store';
import { findProduct, toProduct } from '../../catalogue/catalog-queries';
import { providerPerks } from '../../catalogue/provider-cards';
import { containsPattern } from '../../catalogue/search';
import { isoTimestamp } from '../../orders/order-store';
import { providerMessages } from '../messages';
import { completedOrdersSql } from '../provider-counters';

const identityVerifiedPerk = 'Identity verified';

type RequestRow = Row<
  Tables['provider_services'],
  'price',
  { status: CertificationStatus; requested: string }
> &
  Pick<Tables['products'], 'category' | 'specific'> & {
    product: Tables['products']['name'];
    image: Tables['products']['img_link'];
  };

/** Newest first; `search` matches the product, category or specific, `filter` the status. */
export async function listCertificationRequests(
  db: Database,
  provider: AccountRow,
  search: string,
  filter: CertificationFilter,
): Promise<CertificationRequest[]> {
  const rows = await db.query<RequestRow>(
    `SELECT p.name AS product, p.img_link AS image, p.category, p.specific, ps.price, ps.status,
       ${isoTimestamp('ps.requested_at')} AS requested
     FROM provider_services ps JOIN products p ON p.id = ps.product_id
     WHERE ps.provider_id = $1 AND ($2 = 'ALL' OR ps.status = $2)
       AND concat_ws(' ', p.name, p.category, p.specific) ILIKE $3
     ORDER BY ps.requested_at DESC, ps.id DESC`,
    [provider.id, filter, containsPattern(search)],
  );
  const [stats] = await db.query<{ completed: number }>(`SELECT ${completedOrdersSql('$1')} AS completed`, [
    provider.id,
  ]);
  // The perks customers will see on this provider's card for the service. Customers only ever see verified
  // providers, so the card always says 'Identity verified'; here it is true only once it is.
  const verified = provider.kyc_status === 'VERIFIED';
  const perks = providerPerks(
    provider.rating === null ? null : Number(provider.rating),
    stats?.completed ?? 0,
  ).filter((perk) => verified || perk.Description !== identityVerifiedPerk);
  return rows.map((row) => ({
    Product: row.product,
    Perks: perks,
    Image: row.image,
    Category: row.category,
    Specifics: row.specific,
    Price: Number(row.price),
    Status: row.status,
    Requested: row.requested,
  }));
}

/**
 * Creates the request (SUBMITTED), or changes an existing one: a new price on a pending or ACTIVE one
 * (within the product's range, which the operator set), a fresh review for a DENIED one. A SUSPENDED
 * service is the operator's call to undo. Returns the message for the provider.
 */
export async function requestCertification(
  db: Database,
  provider: AccountRow,
  productId: string,
  requestedPrice: number,
): Promise<string> {
  const product = await findProduct(db, productId);
  if (!product) throw new ApiError(404, providerMessages.productNotFound);
  // The contract's rule for this product's range, with the spec's message below the minimum.
  const { price } = parseInput(z.object({ price: certificationPriceFor(toProduct(product)) }), {
    price: requestedPrice,
  });

  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number; status: CertificationStatus }>(
      'SELECT id, status FROM provider_services WHERE provider_id = $1 AND product_id = $2 FOR UPDATE',
      [provider.id, product.id],
    );
    if (!existing) {
      // A concurrent first request for the same product lands here too and only updates the price.
      await tx.query(
        `INSERT INTO provider_services (provider_id, product_id, price, status) VALUES ($1, $2, $3, 'SUBMITTED')
         ON CONFLICT (provider_id, product_id) DO UPDATE SET price = excluded.price`,
        [provider.id, product.id, price],
      );
      return providerMessages.certCreated;
    }
    if (existing.status === 'SUSPENDED') throw new ApiError(409, providerMessages.certSuspended);
    if (existing.status === 'DENIED') {
      await tx.query(
        `UPDATE provider_services SET price = $2, status = 'SUBMITTED', requested_at = now(), reviewed_at = NULL,
           reviewed_by = NULL, review_note = NULL
         WHERE id = $1`,
        [existing.id, price],
      );
      return providerMessages.certResubmitted;
    }
    await tx.query('UPDATE provider_services SET price = $2 WHERE id = $1', [existing.id, price]);
    return existing.status === 'ACTIVE' ? providerMessages.certPriceUpdated : providerMessages.certCreated;
  });
}
