// API replies' data for the screens other than the dashboard, as the server sends them, for tests of the
// page renderer (app/server-render.tsx) beside the screens' own.

import type { Category } from '@callout/contracts/catalog';
import type { ProviderPayout } from '@callout/contracts/provider-earnings';
import type { KycRecord, KycReview } from '@callout/contracts/provider-kyc';
import type { Schedule } from '@callout/contracts/provider-schedule';
import { type NotificationSetting, providerNotificationKinds } from '@callout/contracts/push';
import type { ServiceArea } from '@callout/contracts/service-area';
import type { WorkingHours } from '@callout/contracts/working-hours';

/** GET /categories' data. */
export const categories: Category[] = [
  { Category: 'Cleaning', Description: 'Homes and offices', imgLink: '/img/c.png' },
  { Category: 'Handyman', Description: 'Odd jobs', imgLink: '' },
];

/** GET /provider/getschedule's data[0]: away for a week in December. */
export const schedule: Schedule = { Start: '01/12/2026', End: '08/12/2026', Status: 'SCHEDULED' };

/** GET /provider/workinghours' data: weekdays 09:00 to 17:00 with a lunch break, weekends off. */
export const workingHours: WorkingHours = {
  IsSet: true,
  Days: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((Day) => ({
    Day,
    Spans:
      Day === 'sat' || Day === 'sun'
        ? []
        : [
            { Starts: '09:00', Ends: '12:00' },
            { Starts: '13:00', Ends: '17:00' },
          ],
  })),
  DaysOff: [],
  LeadHours: 2,
};

/** GET /provider/servicearea's data. */
export const serviceArea: ServiceArea = { ZipCode: 'SE15 4QL', Town: 'London', Radius: 12 };

/** One of GET /provider/payouts' rows; override what a test is about. */
export const payout = (overrides: Partial<ProviderPayout> = {}): ProviderPayout => ({
  OrderID: 'ORD-7',
  Name: 'Leak repair',
  Gross: 80,
  Fee: 8,
  Net: 72,
  Refunded: 0,
  Currency: 'GBP',
  Status: 'PAID',
  Schedule: 'INSTANT',
  EarnedAt: '2025-11-10T09:00:00Z',
  PaidAt: '2025-11-10T09:00:05Z',
  ...overrides,
});

/** GET /provider/kycdata's data[0], with the status a test is about. */
export const kycRecord = (Status: KycRecord['Status']): KycRecord => ({
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

/** GET /provider/kycreviews' data. */
export const kycReviews: KycReview[] = [
  { Note: 'The bill is unreadable.', Reviewer: 'Sam Agent', Reviewed: '2025-11-20T10:00:00Z' },
];

/** GET /provider/notificationsettings' data: every kind by push, only payments by mail too. */
export const notificationSettings: NotificationSetting[] = providerNotificationKinds.map((Kind) => ({
  Kind,
  Push: true,
  Mail: Kind === 'PAYMENT_SECURED',
}));
