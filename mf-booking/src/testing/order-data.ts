// An order being booked and its provider's public profile, as the server answers them, for the pages that
// show who, what, how much and when (negotiate, payment, confirmation, the profile page).
import type { OrderDetailsResponse } from '@callout/contracts/orders';
import type { ProviderPublicProfile } from '@callout/contracts/provider-public-profile';

export const bookingOrderAnswer = {
  success: true,
  message: '',
  orderInfo: [
    {
      OrderStatus: 'NEW ORDER',
      Name: 'Full valet',
      Category: 'Car Wash',
      SubCategory: 'NONE',
      ProductID: '7',
      Currency: 'GBP',
      Price: 180,
      Rate: 'PER JOB',
      OrderTime: '2026-12-01 09:30:00',
      PaymentStatus: 'PENDING',
      PersonnelID: 'p1',
      PersonnelName: 'Amara Okafor',
      PersonnelImg: null,
      prvSaved: false,
      CustomerID: 'c-1',
      CustomerName: 'Sam Hill',
      CustomerImg: null,
    },
  ],
  shippingInfo: [
    {
      ShipZipCode: 'SW1A 1AA',
      ShipAddress: '10 Downing Street, London',
      ShipDate: '2026-12-04',
      ShippingStarts: null,
      ShippingEnds: null,
      locSaved: false,
    },
  ],
  review: [],
} satisfies OrderDetailsResponse;

export const amaraProfile = {
  PersonnelID: 'p1',
  FirstName: 'Amara',
  LastName: 'Okafor',
  BioInfo: 'Mobile valeting across south London.',
  Image: null,
  Rating: 4.5,
  ReviewCount: 12,
  MemberSince: '2025-03-02T10:00:00.000Z',
  Areas: [{ District: 'SE15', RadiusMiles: 10 }],
  Services: [
    {
      ProductID: '7',
      Name: 'Full valet',
      Category: 'Car Wash',
      Price: 180,
      Rate: 'PER JOB',
      Currency: 'GBP',
    },
  ],
  Badges: [{ Icon: 'profile', Description: 'Identity verified' }],
  Reviews: [
    {
      Rating: 5,
      Review: 'Spotless, and on time.',
      Reviewer: 'Sam H.',
      Posted: '2026-11-20T12:00:00.000Z',
      Service: 'Full valet',
      Reply: { Review: 'Thank you, Sam!', Posted: '2026-11-21T08:00:00.000Z' },
    },
  ],
} satisfies ProviderPublicProfile;
