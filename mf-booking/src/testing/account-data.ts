// The replies of a customer's account screens as the server sends them (profile, saved lists, notification
// settings, a payment to make), for the tests of their rendering on the server and in the browser.
import type { CustomerUserData } from '@callout/contracts/accounts';
import type { PaymentIntent } from '@callout/contracts/booking';
import type { NotificationSetting } from '@callout/contracts/push';
import type { SavedLocation, SavedProvider } from '@callout/contracts/saved';

export const profileData: { UserData: CustomerUserData[] } = {
  UserData: [
    {
      CustomerID: 'C-1',
      FirstName: 'Ada',
      Lastname: 'Lovelace',
      Phone: null,
      Email: 'ada@example.com',
      ImgLink: null,
    },
  ],
};

export const savedLocations: SavedLocation[] = [
  { Available: 'E1 6AN;Whitechapel, London', LastUpdated: '2030-01-02T10:00:00Z' },
];

export const savedProviders: SavedProvider[] = [
  {
    FirstName: 'Amara',
    LastName: 'Okafor',
    BioInfo: 'Deep cleans',
    Available: 'sp1',
    LastUpdated: '2030-02-01',
  },
];

export const notificationSettings: NotificationSetting[] = [
  { Kind: 'BID_RECEIVED', Push: true, Mail: false },
  { Kind: 'BOOKING_CONFIRMED', Push: false, Mail: true },
];

export const paymentIntent = (publicKey = 'sandbox'): PaymentIntent => ({
  clientSecret: 'pi_1_secret',
  AccountID: '',
  publicKey,
  OrderTotal: 150,
  Currency: 'GBP',
});
