// A provider's service (certification) requests: asking to offer a catalogue product at their own price,
// and the list behind View Requests. An operator decides each request (domain/ops/service-reviews.ts); only
// ACTIVE ones are bookable (domain/catalogue/availability-queries.ts).
import type { CertificationFilter, CertificationRequest } from '@callout/contracts/provider-certification';
import { certificationPriceFor } from '@callout/contracts/provider-certification';
import { z } from 'zod';
import { ApiError } from '../../../errors';
import type { Database } from '../../../infra/db/database';
import { parseInput } from '../../../parse-input';
import type { AccountRow } from '../../accounts/account-store';
import { findProduct, toProduct } from '../../catalogue/catalog-queries';
import { providerPerks } from '../../catalogue/provider-cards';
import { providerMessages } from '../messages';
import {
  completedOrders,
  insertRequest,
  lockRequest,
  requestRows,
  resubmitRequest,
  setRequestPrice,
} from './cert-requests-store';

const identityVerifiedPerk = 'Identity verified';

/** Newest first; `search` matches the product, category or specific, `filter` the status. */
export async function listCertificationRequests(
  db: Database,
  provider: AccountRow,
  search: string,
  filter: CertificationFilter,
): Promise<CertificationRequest[]> {
  const rows = await requestRows(db, provider.id, search, filter);
  const completed = await completedOrders(db, provider.id);
  // The perks customers will see on this provider's card for the service. Customers only ever see verified
  // providers, so the card always says 'Identity verified'; here it is true only once it is.
  const verified = provider.kyc_status === 'VERIFIED';
  const perks = providerPerks(
    provider.rating === null ? null : Number(provider.rating),
    completed ?? 0,
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
    const existing = await lockRequest(tx, provider.id, product.id);
    if (!existing) {
      // A concurrent first request for the same product lands here too and only updates the price.
      await insertRequest(tx, provider.id, product.id, price);
      return providerMessages.certCreated;
    }
    if (existing.status === 'SUSPENDED') throw new ApiError(409, providerMessages.certSuspended);
    if (existing.status === 'DENIED') {
      await resubmitRequest(tx, existing.id, price);
      return providerMessages.certResubmitted;
    }
    await setRequestPrice(tx, existing.id, price);
    return existing.status === 'ACTIVE' ? providerMessages.certPriceUpdated : providerMessages.certCreated;
  });
}
