// The KYC form's fields in the order shown, their labels and input types, and the draft ↔ submission mapping.
import type { KycRecord, KycSubmissionInput } from '@callout/contracts/provider-kyc';
import type { KycDraft } from '../../data/drafts';

export const kycTextFields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'organization', type: 'text', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'dob', type: 'date', autoComplete: 'bday' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'province', type: 'text', autoComplete: 'address-level1' },
  { name: 'country', type: 'text', autoComplete: 'country-name' },
  { name: 'idno', type: 'text', autoComplete: 'off' },
] as const;

export const kycImageFields = ['profileImage', 'meansOfId', 'utilityBill'] as const;

export type KycTextField = (typeof kycTextFields)[number]['name'];
export type KycImageField = (typeof kycImageFields)[number];

const ddmmyyyy = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A blank form, or one filled from a queried record so only what the reviewer asked about needs changing. */
export function initialKycDraft(record: KycRecord | undefined): KycDraft {
  const dob = record?.DOB ?? '';
  const match = ddmmyyyy.exec(dob);
  return {
    firstName: record?.FirstName ?? '',
    lastName: record?.Lastname ?? '',
    organization: record?.organization ?? '',
    phone: record?.Phone ?? '',
    dob: match ? `${match[3]}-${match[2]}-${match[1]}` : dob.slice(0, 10),
    address: record?.Address ?? '',
    province: record?.Province ?? '',
    country: record?.Country ?? '',
    idno: record?.InsuranceNumber ?? '',
    // Images are never sent back by the server; they are chosen again.
    profileImage: null,
    meansOfId: null,
    utilityBill: null,
  };
}

/** What the form would send; missing images are empty so the schema reports them as required. */
export function toSubmission(draft: KycDraft): Record<keyof KycSubmissionInput, string> {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    organization: draft.organization,
    phone: draft.phone,
    dob: draft.dob,
    address: draft.address,
    province: draft.province,
    country: draft.country,
    idno: draft.idno,
    profileImage: draft.profileImage?.base64 ?? '',
    meansOfId: draft.meansOfId?.base64 ?? '',
    utilityBill: draft.utilityBill?.base64 ?? '',
  };
}
