// Booking again repeats a past order: the same product with the same provider at the same address, dated
// tomorrow, so the providers step opens at that provider's free windows (another date can be picked there)
// and the customer only picks a window and pays. The same draft as the order page's Book again.
import type { RequestDraft } from '@callout/contracts/booking';
import type { BookingOrder } from '../../api/get-booking-order';

/** The draft that books `order` again on `scheduled`, or null when it had no provider to book again with. */
export function draftFromOrder({ info, shipping }: BookingOrder, scheduled: string): RequestDraft | null {
  if (!info.PersonnelID) return null;
  const { AddressLine1, AddressLine2, Town } = shipping;
  return {
    // Only the customer's own view carries the full address; a postcode alone asks for the address again.
    ...(shipping.ShipZipCode &&
      shipping.ShipAddress && { ZipCode: shipping.ShipZipCode, Address: shipping.ShipAddress }),
    ...(AddressLine1 && Town && { AddressLine1, AddressLine2: AddressLine2 ?? '', Town }),
    Category: info.Category,
    Specific: info.SubCategory,
    ProdId: info.ProductID,
    Product: info.Name,
    Provider: info.PersonnelID,
    ...(info.PersonnelName && { ProviderName: info.PersonnelName }),
    Scheduled: scheduled,
  };
}
