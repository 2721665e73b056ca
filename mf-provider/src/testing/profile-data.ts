// A GET /provider/profile reply's data as the server sends it, for tests of any screen (they all show it).
import type { ProviderProfileResponse } from '@callout/contracts/accounts';

type ProfileData = NonNullable<ProviderProfileResponse['data']>;

/** A provider profile as GET /provider/profile returns it; override what a test is about. */
export function profileData(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    orders: [],
    UserData: [
      {
        Email: 'amara@example.com',
        FirstName: 'Amara',
        LastName: 'Okafor',
        Phone: '07700900123',
        Img: null,
        PersonnelID: 'PRV-1',
        BioInfo: 'Careful cleaner.',
      },
    ],
    rating: 4.5,
    completed: 3,
    total: 4,
    isEmailVerified: true,
    isKYCVerified: true,
    isStripeConfigured: false,
    isStripeReady: false,
    StripeLink: null,
    ...overrides,
  };
}

/** One order of the profile's list, as GET /provider/profile returns it. */
export const order = {
  Orderid: 'ORD-5',
  OrderTime: '2025-11-20T10:00:00Z',
  Name: 'Deep clean',
  Category: 'Cleaning',
  Currency: 'GBP',
  Price: 150,
  Rate: 'PER JOB',
  CustomerName: 'Chris Doe',
  OrderStatus: 'SCHEDULED',
  PaymentStatus: 'COMPLETED',
};

/** GET /provider/getorderschart's data: orders per month. */
export const chart = [
  { Month: '2025-10', OrderCount: 2 },
  { Month: '2025-11', OrderCount: 4 },
];
