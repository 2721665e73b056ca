import type { KycRecord } from '@callout/contracts/provider-kyc';
import { describe, expect, it } from 'vitest';
import { kycViewFor } from './kyc-status';

const record = (Status: string | null): KycRecord => ({
  FirstName: 'Amara',
  Lastname: 'Okafor',
  organization: 'Okafor Cleaning',
  Phone: '07700900123',
  DOB: '1990-04-01',
  InsuranceNumber: 'QQ123456C',
  Address: '1 High Street',
  Province: 'London',
  Country: 'United Kingdom',
  Status,
  idlink: null,
  utilitylink: null,
});

describe('the KYC status rules', () => {
  it('offers the form when nothing was submitted', () => {
    expect(kycViewFor(undefined)).toEqual({ kind: 'form', queried: false });
    expect(kycViewFor(record(null))).toEqual({ kind: 'form', queried: false });
    expect(kycViewFor(record('  '))).toEqual({ kind: 'form', queried: false });
  });

  it('lets a queried submission be sent again', () => {
    expect(kycViewFor(record('QUERIED'))).toEqual({ kind: 'form', queried: true });
  });

  it('shows a verified one as completed, with nothing to do', () => {
    expect(kycViewFor(record('VERIFIED'))).toEqual({ kind: 'verified' });
  });

  it('shows any other status as text, without a submit', () => {
    expect(kycViewFor(record('SUBMITTED'))).toEqual({ kind: 'status', status: 'SUBMITTED' });
    expect(kycViewFor(record('UNDER-REVIEW'))).toEqual({ kind: 'status', status: 'UNDER-REVIEW' });
  });
});
