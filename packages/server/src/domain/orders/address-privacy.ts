// Who sees where the job is. The customer always sees their own full address. A provider sees
// it only once the order is secured — paid, or for PER HOUR (paid after completion) scheduled with them —
// and only until the order ends; before that, and on published jobs, only the postcode district.
import type { OrderStatus } from '@callout/contracts/orders';
import { postcodeAreaNames } from '../../infra/geo/postcode-areas';
import { parsePostcode } from '../../infra/geo/postcodes';
import { orderPaymentStatus } from './order-store';

export interface AddressGate {
  status: OrderStatus;
  pay_rate: 'PER HOUR' | 'PER JOB';
  payment_status: string;
}

const openStatuses: readonly OrderStatus[] = ['NEW ORDER', 'SCHEDULED', 'IN-PROGRESS'];

/** Whether the order's provider may see the full address now. */
export function providerSeesFullAddress(order: AddressGate): boolean {
  if (!openStatuses.includes(order.status)) return false;
  if (order.payment_status === orderPaymentStatus.completed) return true;
  return order.pay_rate === 'PER HOUR' && (order.status === 'SCHEDULED' || order.status === 'IN-PROGRESS');
}

/** "SW1A 2AA" → "SW1A"; text that is no postcode gives its first word, never more. */
export function postcodeDistrict(zipCode: string): string {
  return parsePostcode(zipCode)?.district ?? zipCode.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
}

export interface ShownAddress {
  zipCode: string;
  address: string;
  lines: { AddressLine1: string | null; AddressLine2: string | null; Town: string | null };
}

interface StoredAddress {
  zip_code: string;
  address: string;
  address_line1?: string | null;
  address_line2?: string | null;
  town?: string | null;
}

export function fullAddress(row: StoredAddress): ShownAddress {
  return {
    zipCode: row.zip_code,
    address: row.address,
    lines: {
      AddressLine1: row.address_line1 ?? null,
      AddressLine2: row.address_line2 ?? null,
      Town: row.town ?? null,
    },
  };
}

/**
 * Only the district, named after its postcode area ("London SW1A"): nothing the customer typed, since a
 * town they typed may name a village smaller than the district.
 */
export function districtAddress(row: Pick<StoredAddress, 'zip_code'>): ShownAddress {
  const district = postcodeDistrict(row.zip_code);
  const area = parsePostcode(district)?.area;
  const areaName = area ? postcodeAreaNames[area] : undefined;
  return {
    zipCode: district,
    address: areaName ? `${areaName} ${district}` : district,
    lines: { AddressLine1: null, AddressLine2: null, Town: null },
  };
}

/** The address as this viewer may see it. */
export function addressFor(viewer: 'user' | 'provider', row: StoredAddress & AddressGate): ShownAddress {
  return viewer === 'user' || providerSeesFullAddress(row) ? fullAddress(row) : districtAddress(row);
}
