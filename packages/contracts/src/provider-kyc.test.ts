import { describe, expect, it } from 'vitest';
import {
  canSubmitKyc,
  dateOfBirthMessage,
  type KycRecord,
  kycDataResponseSchema,
  kycFieldsRequiredMessage,
  kycSubmissionInputSchema,
} from './provider-kyc';
import { imageTooLargeMessage, phoneMessage } from './validation';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const submission = {
  firstName: 'Ada',
  lastName: 'Okafor',
  organization: 'Okafor Valeting Ltd',
  phone: '07700900123',
  dob: '1990-04-21',
  address: '1 Pancras Square',
  province: 'Greater London',
  country: 'United Kingdom',
  idno: 'QQ 12 34 56 C',
  profileImage: png,
  meansOfId: png,
  utilityBill: png,
};

const record: KycRecord = {
  FirstName: 'Ada',
  Lastname: 'Okafor',
  organization: null,
  Phone: '07700900123',
  DOB: '21/04/1990',
  InsuranceNumber: 'QQ123456C',
  Address: '1 Pancras Square',
  Province: 'Greater London',
  Country: 'United Kingdom',
  Status: 'QUERIED',
  idlink: '/kyc/id.png',
  utilitylink: '/kyc/bill.png',
};

describe('POST /provider/updatekyc', () => {
  it('accepts a complete submission', () => {
    expect(kycSubmissionInputSchema.safeParse(submission).success).toBe(true);
  });
  it.each(Object.keys(submission))('requires %s', (field) => {
    const result = kycSubmissionInputSchema.safeParse({ ...submission, [field]: '' });
    expect(messagesOf(result)).toEqual([field === 'phone' ? phoneMessage : kycFieldsRequiredMessage]);
  });
  it('refuses a future or impossible date of birth', () => {
    expect(messagesOf(kycSubmissionInputSchema.safeParse({ ...submission, dob: '2999-01-01' }))).toEqual([
      dateOfBirthMessage,
    ]);
    expect(messagesOf(kycSubmissionInputSchema.safeParse({ ...submission, dob: '1990-02-30' }))).toEqual([
      dateOfBirthMessage,
    ]);
  });
  it('refuses a data URL or an image over 2 MB', () => {
    const dataUrl = `data:image/png;base64,${png}`;
    expect(kycSubmissionInputSchema.safeParse({ ...submission, meansOfId: dataUrl }).success).toBe(false);
    const huge = 'A'.repeat(3_000_000);
    expect(messagesOf(kycSubmissionInputSchema.safeParse({ ...submission, utilityBill: huge }))).toContain(
      imageTooLargeMessage,
    );
  });
});

describe('KYC record', () => {
  it('reads the stored record', () => {
    const parsed = kycDataResponseSchema.parse({ success: true, message: '', data: [record] });
    expect(parsed.data?.[0]?.Status).toBe('QUERIED');
  });
  it.each([
    [undefined, true],
    ['QUERIED', true],
    ['VERIFIED', false],
    ['UNDER REVIEW', false],
  ])('status %j allows a submission: %s', (status, allowed) => {
    expect(canSubmitKyc(status === undefined ? undefined : { ...record, Status: status })).toBe(allowed);
  });
});
