// The provider area's calls under /provider (profile, dashboard feeds, KYC, services, schedule, payouts,
// bids and the live position); the calls both roles share are in endpoints.ts.
import { day } from '../fixtures/orders';
import { kycForm } from '../fixtures/provider';
import { pixelPng } from '../fixtures/support';
import {
  type Endpoint,
  field,
  get,
  id,
  latitude,
  longitude,
  oneOf,
  optionalPosition,
  post,
  search,
  text,
} from './endpoint-shape';
import type { Field } from './field-kinds';

/** Longest accepted text of the KYC form (the names take 60). */
const kycTextMax: Record<string, number> = { organization: 120, address: 300, province: 100, country: 100 };

export const providerCalls: Endpoint[] = [
  ...[
    'profile',
    'getorderschart',
    'kycdata',
    'kycreviews',
    'getschedule',
    'workinghours',
    'servicearea',
    'payoutschedule',
  ].map((name) => get(`/provider/${name}`, 'provider')),
  get(
    '/provider/payouts',
    'provider',
    // A page's cursor: when the last payout shown was recorded (microseconds) and its number.
    { before: id(() => '1700000000000000~1', { required: false, emptyOk: true, unknownRefused: false }) },
    { readOnly: true },
  ),
  get(
    '/provider/BidOpportunities',
    'provider',
    // A page's cursor: the last job's day, when it was published (microseconds) and its id.
    {
      before: id(() => '2030-01-02~1700000000000000~ORD-A', {
        required: false,
        emptyOk: true,
        unknownRefused: false,
      }),
    },
  ),
  get(
    '/provider/getnotifications',
    'provider',
    // A page's cursor: the id of the last notification of the page before.
    { before: id(() => '1', { required: false, emptyOk: true, unknownRefused: false }) },
    { readOnly: true },
  ),
  // Repeat bookings: the provider's series, the one answer to a series, and their pause, resume or end.
  post('/provider/seriesstatus', 'provider', {
    seriesid: id((w) => w.series.id),
    action: oneOf(['PAUSE', 'RESUME', 'END'], 'PAUSE'),
  }),
  get('/provider/series', 'provider', {}, { readOnly: true }),
  post('/provider/answerseries', 'provider', {
    seriesid: id((w) => w.series.id),
    answer: oneOf(['ACCEPT', 'DECLINE'], 'DECLINE'),
  }),
  // The calendar feed's address (made on first read) and a new one in its place.
  get('/provider/calendarfeed', 'provider'),
  post('/provider/calendarfeed/renew', 'provider', {}, { ignoresBody: true }),
  post('/provider/updatebio', 'provider', { value: text(0, 150, () => 'Plumber for 20 years') }),
  get(
    '/provider/orders',
    'provider',
    {
      search,
      // A page's cursor: when the last order shown was made (microseconds) and its id.
      before: id(() => '1700000000000000~ORD-A', { required: false, emptyOk: true, unknownRefused: false }),
    },
    { readOnly: true },
  ),
  get(
    '/provider/upcomingorders',
    'provider',
    {
      // A page's cursor: the last order's job day, when it was made (microseconds) and its id.
      before: id(() => '2030-01-01~1700000000000000~ORD-A', {
        required: false,
        emptyOk: true,
        unknownRefused: false,
      }),
    },
    { readOnly: true },
  ),
  post(
    '/provider/reviews/:orderId/reply',
    'provider',
    { reply: text(1, 1000, () => 'Thank you, glad it went well.') },
    { params: { orderId: id((w) => w.reviewed.orderId) } },
  ),
  get('/provider/acceptorder', 'provider', { orderid: id((w) => w.orders.open) }),
  get('/provider/declineorder', 'provider', { orderid: id((w) => w.orders.open) }),
  get('/provider/geolocation', 'provider', { orderid: id((w) => w.orders.open), ...optionalPosition }),
  get('/provider/bidrequest', 'provider', {
    orderid: id((w) => w.orders.bidJob),
    lat: latitude,
    lng: longitude,
  }),
  post(
    '/provider/updatekyc',
    'provider',
    Object.fromEntries(
      Object.entries(kycForm()).map(([name, value]): [string, Field] => {
        if (name === 'phone') return [name, field('phone', () => value)];
        if (name === 'dob') return [name, field('birthDate', () => value)];
        if (name === 'idno') return [name, field('idNumber', () => value)];
        if (name.endsWith('Image') || name === 'meansOfId' || name === 'utilityBill') {
          return [name, field('base64Image', () => value)];
        }
        return [name, text(1, kycTextMax[name] ?? 60, () => value)];
      }),
    ),
    { as: (w) => w.freshProvider },
  ),
  // Details for HMRC: an individual's by default; every given reference is checked whichever the kind.
  get('/provider/sellerdetails', 'provider', {}, { readOnly: true }),
  post('/provider/sellerdetails', 'provider', {
    kind: oneOf(['INDIVIDUAL', 'COMPANY'], 'INDIVIDUAL'),
    firstname: text(1, 60, () => 'Zadie', { required: false }),
    lastname: text(1, 60, () => 'Okafor', { required: false }),
    legalname: text(0, 160, () => '', { required: false, emptyOk: true }),
    address: text(5, 300, () => '12 Canal Street, Manchester'),
    dob: field('birthDate', () => '1990-04-12'),
    nino: field('nino', () => 'JG 10 37 59 A'),
    taxid: field('idNumber', () => '', { required: false, emptyOk: true }),
    companynumber: field('companyNumber', () => '', { required: false, emptyOk: true }),
    utr: field('utr', () => '', { required: false, emptyOk: true }),
    country: oneOf(['GB', 'PL', 'IE'], 'GB', { required: false }),
    vat: text(0, 30, () => '', { required: false, emptyOk: true }),
  }),
  get(
    '/provider/hmrcstatement',
    'provider',
    { year: field('digits', () => '2025', { max: 4 }) },
    { readOnly: true },
  ),
  get(
    '/provider/certrequests',
    'provider',
    {
      search,
      sort: oneOf(['ALL', 'ACTIVE', 'DENIED', 'SUBMITTED', 'SUSPENDED', 'UNDER-REVIEW'], 'ALL', {
        required: false,
      }),
    },
    { readOnly: true },
  ),
  post('/provider/newcertrequest', 'provider', {
    id: id((w) => w.catalogue.newProductId),
    price: field('price', (w) => w.catalogue.newProductMinPrice),
  }),
  post(
    '/provider/updateschedule',
    'provider',
    {
      status: oneOf(['ACTIVE', 'INACTIVE', 'SCHEDULED'], 'SCHEDULED'),
      starts: field('isoDate', () => day(1)),
      ends: field('isoDate', () => day(9)),
    },
    { idempotent: true },
  ),
  post('/provider/workinghours', 'provider', {
    ...Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
        day,
        field('timeSpans', () => '09:00-12:00, 13:00-17:00', { required: false, emptyOk: true }),
      ]),
    ),
    daysoff: field('isoDateList', () => day(20), { required: false, emptyOk: true }),
    lead: field('leadHours', () => '2', { required: false, emptyOk: true }),
  }),
  post('/provider/servicearea', 'provider', {
    zipcode: field('postcode', () => 'N1 9GU'),
    radius: field('radius', () => '15'),
  }),
  get('/provider/credentials', 'provider', {}, { readOnly: true }),
  post('/provider/credentials', 'provider', {
    kind: id((w) => w.credentials.kindId),
    number: text(0, 60, () => '512345', { required: false }),
    expires: field('isoDate', () => day(200), { required: false, emptyOk: true }),
    cover: field('price', () => '', { required: false, emptyOk: true }),
    document: field('base64Image', () => pixelPng),
  }),
  post('/provider/payoutschedule', 'provider', {
    value: oneOf(['INSTANT', 'WEEKLY'], 'INSTANT', { caseInsensitive: true }),
  }),
];
