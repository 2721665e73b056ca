// Reorder: the earlier order's location, category, sub-category, product and provider,
// with the new date, as a fresh booking draft that mf-booking negotiates from /service/negotiate.
import { bidProvider, type RequestDraft } from '@callout/contracts/booking';
import type { OrderDetails } from '../../lib/order';

/** mf-booking's value for a category without specifics. */
const noSpecific = 'NONE';

export function reorderDraft({ info, shipping }: OrderDetails, scheduled: string): RequestDraft {
  const { AddressLine1, AddressLine2, Town } = shipping;
  return {
    ZipCode: shipping.ShipZipCode,
    Address: shipping.ShipAddress,
    // The address lines too, when the order was placed with them.
    ...(AddressLine1 && Town && { AddressLine1, AddressLine2: AddressLine2 ?? '', Town }),
    Category: info.Category,
    Specific: info.SubCategory || noSpecific,
    ProdId: info.ProductID,
    Product: info.Name,
    // An order that never had a provider goes back to being a published job.
    Provider: info.PersonnelID || bidProvider,
    Scheduled: scheduled,
    // No Order: a new request is made for the new date, never the old order reused.
  };
}

/**
 * A published job still open to bids, as the draft mf-booking's negotiate page resumes: the same request
 * (its order, date and location), so the customer reads its bids and engages one there.
 */
export function negotiationDraft(order: OrderDetails): RequestDraft {
  return {
    ...reorderDraft(order, order.shipping.ShipDate.slice(0, 10)),
    Provider: bidProvider,
    Order: order.id,
    toNegotiate: true,
  };
}
