// A GET /dashboard reply's data as the server sends it, for the dashboard's tests.
import type { DashboardData } from '@callout/contracts/dashboard';

export const dashboardData: DashboardData = {
  promotions: [{ Image: '/img/promo.png', imgLink: '', Description: '10% off deep cleans' }],
  svlocations: [{ Available: 'E1 6AN;Whitechapel, London' }],
  usersdata: [{ ImgLink: null, FirstName: 'Ada', Email: 'ada@example.com' }],
  uaorders: [
    {
      Orderid: 'ORD-9',
      OrderTime: '2030-01-01T10:00:00Z',
      Name: 'Deep clean',
      Category: 'Cleaning',
      Currency: 'GBP',
      Price: 150,
      Rate: 'PER JOB',
      PersonnelName: 'Amara Okafor',
      OrderStatus: 'SCHEDULED',
      PaymentStatus: 'requires_capture',
      ShipDate: '2030-01-04',
    },
  ],
  trproducts: [
    {
      Id: '12',
      Category: 'Plumbing',
      Specifics: 'Repairs',
      Product: 'Leak repair',
      Description: 'A dripping tap or pipe fixed',
      imgLink: '',
      Currency: 'GBP',
      MinPrice: 40,
      MaxPrice: 90,
      PayRate: 'PER JOB',
    },
  ],
  trproviders: [
    {
      PersonnelID: 'p1',
      Img: null,
      FirstName: 'Amara',
      LastName: 'Okafor',
      BioInfo: 'Deep cleans',
      Rating: 5,
    },
  ],
};
