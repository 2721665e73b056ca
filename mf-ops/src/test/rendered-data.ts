// Test-only: what the API answers an operator for each console page's first view, by API path as the page
// renderer asks for it (the support queue's waiting cases, every order and account, the pending reviews…).
import { addDays, londonToday } from '@callout/contracts/london-time';
import type { OperatorCase } from '@callout/contracts/operator-support';
import type {
  OpsAccount,
  OpsAccountDetail,
  OpsKyc,
  OpsOrderDetail,
  OpsOrderSummary,
  OpsService,
} from '@callout/contracts/ops-people';

export const waitingCase: OperatorCase = {
  CaseID: 'CS-AAAA0001',
  Subject: 'Where is my receipt?',
  Status: 'OPEN',
  Created: '2026-07-01T09:00:00.000Z',
  OwnerRole: 'user',
  OwnerID: 'CUS-SAM',
  OwnerEmail: 'sam@example.com',
  OwnerName: 'Sam Hill',
  OwnerPhone: '07700900123',
  Messages: 1,
  LastMessage: '2026-07-01T09:00:00.000Z',
};

export const caseDetail = {
  case: waitingCase,
  messages: [
    {
      Id: '5',
      SenderId: 'CUS-SAM',
      Name: 'Sam Hill',
      Message: 'I cannot find the receipt of my last order.',
      ImageUrl: null,
      Date: '2026-07-01T09:00:00Z',
      ReplyToChatId: null,
    },
  ],
  userid: 'OPR-1',
};

export const orderSummary: OpsOrderSummary = {
  OrderID: 'ORD-1',
  Created: '2025-07-02T09:00:00Z',
  Status: 'COMPLETED',
  PaymentStatus: 'COMPLETED',
  Product: 'Leak repair',
  Currency: 'GBP',
  Price: 80,
  CustomerID: 'CUS-SAM',
  CustomerEmail: 'sam@example.com',
  ProviderID: 'PRV-ADA',
  ProviderEmail: 'ada@example.com',
};

export const orderDetail: OpsOrderDetail = {
  ...orderSummary,
  PayRate: 'PER JOB',
  AmountDue: null,
  Captured: 80,
  Refunded: 0,
  Refundable: 80,
  Timeline: [
    { At: '2025-07-02T09:00:00Z', Kind: 'created', Amount: 80, Detail: null },
    { At: '2025-07-02T09:05:00Z', Kind: 'paid', Amount: 80, Detail: null },
  ],
  Audit: [],
};

export const account: OpsAccount = {
  ID: 'CUS-SAM',
  Role: 'user',
  Email: 'sam@example.com',
  FirstName: 'Sam',
  LastName: 'Hill',
  Phone: '07700900123',
  EmailVerified: true,
  KycStatus: null,
  Created: '2025-07-01T09:00:00Z',
  Deleted: null,
  Suspended: null,
};

export const accountDetail: OpsAccountDetail = {
  ...account,
  SuspensionNote: null,
  Orders: [orderSummary],
  Cases: [
    {
      CaseID: 'CS-AAAA0001',
      Subject: 'Where is my receipt?',
      Status: 'OPEN',
      Created: '2026-07-01T09:00:00Z',
    },
  ],
  Reviews: [
    { OrderID: 'ORD-1', Direction: 'given', Rating: 5, Body: 'Tidy', Created: '2025-07-04T09:00:00Z' },
  ],
  Audit: [],
};

export const kyc: OpsKyc = {
  ProviderID: 'PRV-ADA',
  Email: 'ada@example.com',
  FirstName: 'Ada',
  LastName: 'Nwosu',
  Organization: 'Nwosu Cleaning Ltd',
  Phone: '07700900456',
  DOB: '1988-06-15',
  InsuranceNumber: 'QQ123456C',
  Address: '10 Whitehall',
  Province: 'Greater London',
  Country: 'United Kingdom',
  Status: 'SUBMITTED',
  Submitted: '2025-07-11T09:00:00Z',
  Photo: 'http://localhost/api/images/photo',
  idlink: 'http://localhost/api/media/kyc/id-doc?for=OPR-1&until=1&sig=x',
  utilitylink: 'http://localhost/api/media/kyc/bill?for=OPR-1&until=1&sig=y',
};

export const serviceRequest: OpsService = {
  RequestID: '7',
  ProviderID: 'PRV-ADA',
  ProviderEmail: 'ada@example.com',
  ProviderName: 'Ada Nwosu',
  KycStatus: 'VERIFIED',
  ProductID: '3',
  Product: 'Standard home clean',
  Category: 'Cleaning',
  Specifics: 'Domestic',
  Currency: 'GBP',
  Price: 25,
  MinPrice: 15,
  MaxPrice: 30,
  Status: 'SUBMITTED',
  Requested: '2025-07-12T09:00:00Z',
  Reviewed: null,
  Note: null,
};

export const deepClean = {
  Id: '7',
  Product: 'Deep clean',
  Description: 'Inside appliances',
  imgLink: '/api/images/d',
  Currency: 'GBP',
  MinPrice: 120,
  MaxPrice: 320,
  PayRate: 'PER JOB',
  Hidden: false,
  Orders: 3,
};
export const cleaning = {
  Category: 'Cleaning',
  Description: 'Homes and offices',
  imgLink: '/api/images/c',
  Hidden: false,
};
export const domesticCleaning = {
  Specifics: 'Domestic',
  Description: 'Home cleaning',
  imgLink: '/api/images/s',
  Hidden: false,
};
export const catalogue = [{ ...cleaning, Specifics: [{ ...domesticCleaning, Products: [deepClean] }] }];

const today = londonToday();
export const promotion = {
  ID: '1',
  Image: '/api/images/p',
  Description: 'Book a vetted cleaner.',
  Link: '/service/location',
  Starts: today,
  Ends: addDays(today, 10),
  Position: 0,
  Hidden: false,
  Live: true,
};

export const auditEntry = {
  ID: '5',
  At: '2026-07-01T09:30:00Z',
  OperatorID: 'OPR-1',
  OperatorEmail: 'olu@example.com',
  Action: 'product.update',
  SubjectType: 'product',
  SubjectID: '7',
  AccountID: null,
  Before: { Product: 'Deep clean', MinPrice: 120, Hidden: false },
  After: { Product: 'Deep clean', MinPrice: 100, Hidden: false },
  Note: null,
};

/** Each console page's first view: the API paths its renderer asks for, and the data of their answers. */
export const firstViews = {
  '/ops': {},
  '/ops/support': { 'operator/cases?status=open': [waitingCase] },
  '/ops/support/CS-AAAA0001': { 'operator/cases/CS-AAAA0001': caseDetail },
  '/ops/orders': { 'ops/orders?status=all': [orderSummary] },
  '/ops/orders/ORD-1': { 'ops/orders/ORD-1': orderDetail },
  '/ops/accounts': { 'ops/accounts?role=all': [account] },
  '/ops/accounts/CUS-SAM': { 'ops/accounts/CUS-SAM': accountDetail },
  '/ops/reviews': { 'ops/kyc?status=pending': [kyc], 'ops/services?status=pending': [serviceRequest] },
  '/ops/catalogue': { 'ops/catalogue': catalogue },
  '/ops/promotions': { 'ops/promotions': [promotion] },
  '/ops/audit': { 'ops/audit?search=&subject=&subjectid=&before=': { Entries: [auditEntry], Next: null } },
} as const satisfies Record<string, Record<string, unknown>>;
