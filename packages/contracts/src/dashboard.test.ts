import { describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from './dashboard';

const data = {
  promotions: [{ Image: '/img/promo.jpg', imgLink: '/service/category', Description: '10% off first valet' }],
  svlocations: [{ Available: 'N1 9GU;Kings Cross, London' }],
  usersdata: [{ ImgLink: null, FirstName: 'Sam', Email: 'sam@example.com' }],
  uaorders: [
    {
      Orderid: '1029',
      OrderTime: '2025-07-11 09:30:00',
      Name: 'Full valet',
      Category: 'Car Wash',
      Currency: 'gbp',
      Price: 45,
      Rate: 'PER JOB',
      PersonnelName: 'Ada Okafor',
      OrderStatus: 'SCHEDULED',
      PaymentStatus: 'COMPLETED',
    },
  ],
  trproducts: [
    {
      Id: 'PRD-VALET',
      Category: 'Car Wash',
      Specifics: 'Valeting',
      Product: 'Full valet',
      Description: 'Inside and out',
      imgLink: '/img/valet.png',
      Currency: 'gbp',
      MinPrice: 30,
      MaxPrice: 90,
      PayRate: 'PER JOB',
    },
  ],
  trproviders: [
    {
      PersonnelID: 'PRS-ADA',
      Img: null,
      FirstName: 'Ada',
      LastName: 'Okafor',
      BioInfo: 'Valeting',
      Rating: 5,
    },
  ],
};

describe('GET /dashboard', () => {
  it('accepts the dashboard data', () => {
    const parsed = dashboardResponseSchema.parse({ success: true, message: '', data });
    expect(parsed.data?.usersdata[0]?.FirstName).toBe('Sam');
  });
  it('refuses data missing a section or with a bad order row', () => {
    const { trproviders: _missing, ...partial } = data;
    expect(dashboardResponseSchema.safeParse({ success: true, message: '', data: partial }).success).toBe(
      false,
    );
    const badOrder = { ...data, uaorders: [{ Orderid: 1029 }] };
    expect(dashboardResponseSchema.safeParse({ success: true, message: '', data: badOrder }).success).toBe(
      false,
    );
  });
});
