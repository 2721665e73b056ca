// The KYC status rules (QUERIED may resubmit, VERIFIED is final, any other status waits): what the
// verification screen offers for each record status.
import { canSubmitKyc, type KycRecord, kycStatuses } from '@callout/contracts/provider-kyc';

export type KycView =
  /** No record yet, or the reviewer queried it: the form, with Submit. */
  | { kind: 'form'; queried: boolean }
  /** 'VERIFICATION COMPLETED', nothing to do. */
  | { kind: 'verified' }
  /** Any other status (e.g. under review) shown as text, with no submit. */
  | { kind: 'status'; status: string };

export function kycViewFor(record: KycRecord | undefined): KycView {
  const status = record?.Status?.trim() ?? '';
  if (status === kycStatuses.verified) return { kind: 'verified' };
  if (canSubmitKyc(record)) return { kind: 'form', queried: status === kycStatuses.queried };
  return { kind: 'status', status };
}
