import { describe, expect, it } from 'vitest';
import { kycRecord } from '../../testing/page-data';
import { kycViewFor } from './kyc-status';

describe('the KYC status rules', () => {
  it('offers the form when nothing was submitted', () => {
    expect(kycViewFor(undefined)).toEqual({ kind: 'form', queried: false });
    expect(kycViewFor(kycRecord(null))).toEqual({ kind: 'form', queried: false });
    expect(kycViewFor(kycRecord('  '))).toEqual({ kind: 'form', queried: false });
  });

  it('lets a queried submission be sent again', () => {
    expect(kycViewFor(kycRecord('QUERIED'))).toEqual({ kind: 'form', queried: true });
  });

  it('shows a verified one as completed, with nothing to do', () => {
    expect(kycViewFor(kycRecord('VERIFIED'))).toEqual({ kind: 'verified' });
  });

  it('shows any other status as text, without a submit', () => {
    expect(kycViewFor(kycRecord('SUBMITTED'))).toEqual({ kind: 'status', status: 'SUBMITTED' });
    expect(kycViewFor(kycRecord('UNDER-REVIEW'))).toEqual({ kind: 'status', status: 'UNDER-REVIEW' });
  });
});
