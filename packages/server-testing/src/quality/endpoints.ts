// Every API call the server answers (the provider variants, and the operator, sandbox and
// asset calls), with who may make it and the fields it reads. The bad-input fuzz and the access-control
// matrix are driven from this list; a test checks it against the routes the app really registers.
import { createECDH } from 'node:crypto';
import type { AccountType } from '@callout/contracts/accounts';
import { disputeOfferKinds, disputeReasons } from '@callout/contracts/disputes';
import { languages } from '@callout/contracts/languages';
import { seriesCadences } from '@callout/contracts/order-series';
import { customerNotificationKinds, providerNotificationKinds } from '@callout/contracts/push';
import { accountRoles } from '@callout/server/routes/account-prefix';
import { day } from '../fixtures/orders';
import { pixelDataUrl, pixelPng } from '../fixtures/support';
import { strongPassword } from '../harness';
import {
  code,
  type Endpoint,
  email,
  field,
  get,
  id,
  oneOf,
  optionalPosition,
  optionalText,
  post,
  search,
  text,
} from './endpoint-shape';
import { unregisteredEmail, type World } from './fixture-world';
import { opsCatalogueCalls } from './ops-catalogue-endpoints';
import { providerCalls } from './provider-endpoints';
import { operatorCalls, publicCalls } from './public-and-staff-endpoints';

/** A P-256 public key as a browser sends it. */
const fuzzP256dh = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
})();

/** Calls that exist for customers at the root and for providers under /provider. */
function accountCalls(role: AccountType, prefix: string): Endpoint[] {
  const account = (w: World) => (role === 'provider' ? w.provider : w.customer);
  const review = {
    rating: field('rating', () => '4'),
    product: id((w) => w.catalogue.productId, { unknownRefused: false }),
    orderid: id((w) => w.orders.completed),
    provider: id((w) => w.provider.id, { unknownRefused: false }),
    review: optionalText(1000, () => 'Great work'),
  };
  return [
    post(`${prefix}/register`, 'public', {
      email: email(() => unregisteredEmail()),
      phone: field('phone', () => '07700900111'),
      password: field('newPassword', () => strongPassword),
    }),
    post(`${prefix}/login`, 'public', {
      email: email((w) => account(w).email),
      password: field('loginPassword', () => strongPassword),
    }),
    get(`${prefix}/valsession`, role),
    // The language the account's mails, pushes and notifications are written in.
    post(`${prefix}/language`, role, { language: oneOf(languages, 'pl-PL') }),
    get(`${prefix}/logout`, role),
    // Live updates: a ticket for one GET /events stream.
    post(`${prefix}/events/ticket`, role, {}, { ignoresBody: true }),
    post(`${prefix}/otp`, 'public', { value: email(() => unregisteredEmail()) }),
    post(`${prefix}/verifyemail`, role, { value: code }),
    post(`${prefix}/recover`, 'public', {
      email: email((w) => account(w).email),
      otp: code,
      password: field('newPassword', () => strongPassword),
    }),
    post(`${prefix}/deleteAccount`, role, { value: code }),
    get(`${prefix}/notificationsettings`, role, {}, { readOnly: true }),
    // The problem reported on an order, and its chat: the customer's and the provider's own only.
    get(`${prefix}/orderdispute`, role, { orderid: id((w) => w.disputed.orderId) }, { readOnly: true }),
    post(`${prefix}/disputechat`, role, {
      orderid: id((w) => w.disputed.orderId),
      // Words, a picture or both: the valid request carries both, so either alone is fine too.
      Message: text(0, 2000, () => 'See the photos.', { required: false, emptyOk: true }),
      ImageData: field('imageDataUrl', () => pixelDataUrl, { required: false }),
    }),
    post(`${prefix}/notificationsettings`, role, {
      kind: oneOf(
        role === 'provider' ? providerNotificationKinds : customerNotificationKinds,
        'CHAT_MESSAGE',
      ),
      push: oneOf(['true', 'false'], 'true'),
      mail: oneOf(['true', 'false'], 'false'),
    }),
    post(`${prefix}/push/subscribe`, role, {
      endpoint: field('pushEndpoint', () => 'https://fcm.googleapis.com/fcm/send/fuzz-device'),
      p256dh: text(87, 88, () => fuzzP256dh),
      auth: text(22, 24, () => 'QUJDREVGR0hJSktMTU5PUA'),
    }),
    post(`${prefix}/push/unsubscribe`, role, {
      endpoint: text(1, 2048, () => 'https://fcm.googleapis.com/fcm/send/fuzz-device'),
    }),
    // Download my data: ask, see the request's state, and download with the mailed link's secret (a
    // well-formed secret that names nothing is refused with words).
    post(`${prefix}/datarequest`, role, {}, { ignoresBody: true }),
    get(`${prefix}/datarequest`, role, {}, { readOnly: true }),
    get(`${prefix}/datadownload`, role, { token: text(20, 100, () => 'A'.repeat(43)) }),
    post(
      `${prefix}/loadsupportcases`,
      role,
      {
        value: search,
        // A page's cursor: when the last case shown was opened (microseconds) and its id.
        before: id(() => '1700000000000000~CS-AAAAAAAA', {
          required: false,
          emptyOk: true,
          unknownRefused: false,
        }),
      },
      { readOnly: true },
    ),
    post(
      `${prefix}/newsupportcase`,
      role,
      {
        value: text(5, 150, () => 'My card was charged twice'),
        // A number the app proposes for a case opened offline: a new one names nothing yet.
        CaseID: id(() => '', { required: false, emptyOk: true, unknownRefused: false }),
      },
      { idempotent: true },
    ),
    post(`${prefix}/loadchats`, role, {
      category: oneOf(['SUPPORT', 'ORDER'], 'SUPPORT'),
      chatid: id((_w, self) => self.caseId),
      // A page's cursor: the id of the oldest message of the page after it.
      before: id(() => '1', { required: false, emptyOk: true, unknownRefused: false }),
    }),
    post(
      `${prefix}/newchat`,
      role,
      {
        ChatId: id((_w, self) => self.caseId),
        Category: oneOf(['SUPPORT', 'ORDER'], 'SUPPORT'),
        Message: text(1, 2000, () => 'Any news?'),
        // No picture by default, so the message is what makes the post valid.
        ImageData: field('imageDataUrl', () => '', { required: false, emptyOk: true }),
        ReplyToChatId: id(() => '', { required: false, emptyOk: true }),
      },
      { idempotent: true },
    ),
    post(`${prefix}/delChat`, role, { id: id((_w, self) => self.messageId) }),
    get(`${prefix}/orderdetails`, role, { orderid: id((w) => w.orders.open) }),
    post(`${prefix}/newreview`, role, review, { idempotent: true }),
    get(
      `${prefix}/route`,
      role,
      { from: field('latLng', () => '51.5,-0.12'), to: field('latLng', () => '51.48,-0.01') },
      { readOnly: true },
    ),
    ...(['start', 'end', 'cancel'] as const).map((action) =>
      get(`${prefix}/${action}order`, role, { orderid: id((w) => w.orders.open) }),
    ),
    // Rescheduling by agreement: the cost first, a proposal (sent once from the outbox), its answer.
    get(`${prefix}/reschedulecost`, role, { orderid: id((w) => w.orders.open) }, { readOnly: true }),
    post(
      `${prefix}/proposereschedule`,
      role,
      {
        orderid: id((w) => w.orders.open),
        date: field('bookingDate', () => day(3)),
        window: field('windowStart', () => '10:00'),
      },
      { idempotent: true },
    ),
    post(`${prefix}/answerreschedule`, role, {
      orderid: id((w) => w.orders.open),
      proposal: text(1, 18, () => '1'),
      answer: oneOf(['ACCEPT', 'DECLINE'], 'DECLINE'),
    }),
    get(`${prefix}/reschedules`, role, { orderid: id((w) => w.orders.open) }, { readOnly: true }),
  ];
}

const customerCalls: Endpoint[] = [
  get('/profile', 'user'),
  post('/updatebio', 'user', {
    firstname: text(1, 60, () => 'Samira'),
    lastname: text(1, 60, () => 'Hillcrest'),
    phone: field('phone', () => '07700900123'),
    image: field('base64Image', () => pixelPng, { required: false, emptyOk: true }),
  }),
  get('/dashboard', 'user'),
  post('/requestservice', 'user', {
    prodid: id((w) => w.catalogue.productId),
    zipcode: field('postcode', (w) => w.shipping.zipCode),
    address: text(1, 300, (w) => w.shipping.address),
    scheduled: field('bookingDate', () => day(2)),
    provider: id((w) => w.provider.id, { emptyOk: true }),
    // The address lines: sent together, street and town then required.
    AddressLine1: text(1, 100, () => '1 Waterloo Road'),
    AddressLine2: text(0, 60, () => 'Flat 3', { required: false, emptyOk: true }),
    Town: text(1, 60, () => 'London'),
    note: text(0, 1000, () => 'Bring ladders', { required: false, emptyOk: true }),
    // An arrival window on the day (none: any time that day) and a PER HOUR job's hours.
    window: field('windowStart', () => '', { required: false, emptyOk: true }),
    hours: field('jobHours', () => '', { required: false, emptyOk: true }),
    // The express request to start inside the 14-day right to cancel, for a client booking by API alone.
    startnow: oneOf(['true', 'false'], 'false', { required: false }),
  }),
  // Repeat bookings: a series of a repeatable product with one provider, and the customer's changes to it.
  post('/series', 'user', {
    prodid: id((w) => w.catalogue.productId),
    provider: id((w) => w.provider.id),
    zipcode: field('postcode', (w) => w.shipping.zipCode),
    address: text(1, 300, (w) => w.shipping.address),
    AddressLine1: text(1, 100, () => '1 Waterloo Road'),
    AddressLine2: text(0, 60, () => 'Flat 3', { required: false, emptyOk: true }),
    Town: text(1, 60, () => 'London'),
    note: text(0, 1000, () => 'Key under the mat', { required: false, emptyOk: true }),
    first: field('bookingDate', () => day(2)),
    window: field('windowStart', () => '10:00'),
    cadence: oneOf(seriesCadences, 'WEEKLY'),
    visits: field('seriesVisits', () => '4', { required: false, emptyOk: true }),
    until: field('isoDate', () => '', { required: false, emptyOk: true }),
    hours: field('jobHours', () => '', { required: false, emptyOk: true }),
  }),
  get('/series', 'user', {}, { readOnly: true }),
  post('/seriesstatus', 'user', {
    seriesid: id((w) => w.series.id),
    action: oneOf(['PAUSE', 'RESUME', 'END'], 'PAUSE'),
  }),
  post('/skipvisit', 'user', { seriesid: id((w) => w.series.id), date: field('isoDate', () => day(2)) }),
  post('/seriesvisitprovider', 'user', {
    seriesid: id((w) => w.series.id),
    date: field('isoDate', () => day(2)),
    provider: id((w) => w.otherProvider.id),
  }),
  get(
    '/seriesalternatives',
    'user',
    { seriesid: id((w) => w.series.id), date: field('isoDate', () => day(2)) },
    { readOnly: true },
  ),
  post('/jobphotos', 'user', {
    orderid: id((w) => w.orders.open),
    ImageData: field('imageDataUrl', () => pixelDataUrl),
  }),
  // A problem with a completed order: reported once, within the window (a 409 after that, which is fine).
  post('/reportproblem', 'user', {
    orderid: id((w) => w.orders.completed),
    reason: oneOf(disputeReasons, 'POOR_QUALITY'),
    description: text(10, 2000, () => 'The tap still drips after the repair.'),
  }),
  post('/disputephotos', 'user', {
    orderid: id((w) => w.disputed.orderId),
    ImageData: field('imageDataUrl', () => pixelDataUrl),
  }),
  post('/answerdisputeoffer', 'user', {
    orderid: id((w) => w.disputed.orderId),
    answer: oneOf(['ACCEPT', 'DECLINE'], 'DECLINE'),
  }),
  post('/provider/disputeoffer', 'provider', {
    orderid: id((w) => w.disputed.orderId),
    kind: oneOf(disputeOfferKinds, 'RETURN_VISIT'),
    amount: field('amount', () => '5.00', { required: false, emptyOk: true }),
    note: optionalText(1000, () => 'I can come back on Friday.'),
  }),
  post('/loadexistingreq', 'user', {
    orderid: id((w) => w.orders.open),
    provider: id((w) => w.provider.id, { emptyOk: true, unknownRefused: false }),
  }),
  get('/findbids', 'user', {
    orderid: id((w) => w.orders.bidJob),
    // A page's cursor: when the last bid shown came (microseconds) and its bidder's id.
    before: id(() => '1700000000000000~PRV-A', { required: false, emptyOk: true, unknownRefused: false }),
  }),
  get('/finalizerequest', 'user', {
    orderid: id((w) => w.orders.bidJob),
    personnel: id((w) => w.provider.id),
  }),
  get('/reassignorder', 'user', {
    orderid: id((w) => w.orders.open),
    personnel: id((w) => w.provider.id),
  }),
  get('/paymentintent', 'user', { orderid: id((w) => w.orders.open) }),
  get('/confirmpayment', 'user', {
    orderid: id((w) => w.orders.open),
    startnow: oneOf(['true', 'false'], 'false', { required: false }),
  }),
  get('/receipt', 'user', { orderid: id((w) => w.orders.completed) }),
  get('/ordercalendar', 'user', { orderid: id((w) => w.orders.open) }, { readOnly: true }),
  get('/cancelcost', 'user', { orderid: id((w) => w.orders.open) }, { readOnly: true }),
  get(
    '/orders',
    'user',
    {
      search,
      // A page's cursor: when the last order shown was made (microseconds) and its id.
      before: id(() => '1700000000000000~ORD-A', { required: false, emptyOk: true, unknownRefused: false }),
    },
    { readOnly: true },
  ),
  get(
    '/upcomingorders',
    'user',
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
  get('/geolocation', 'user', { orderid: id((w) => w.orders.open), ...optionalPosition }),
  ...(['/savedproviders', '/savedlocations'] as const).map((path) =>
    get(
      path,
      'user',
      {
        search,
        // A page's cursor: when the last entry shown was saved (microseconds) and its number.
        before: id(() => '1700000000000000~1', { required: false, emptyOk: true, unknownRefused: false }),
      },
      { readOnly: true },
    ),
  ),
  post('/toggleprovidersave', 'user', { value: id((w) => w.provider.id) }),
  post('/togglelocationsave', 'user', {
    value: field('savedLocation', () => 'M1 1AE;2 Piccadilly', { unknownRefused: false }),
  }),
  post('/delsavedprovider', 'user', { value: id((w) => w.saved.providerRecordId) }),
  post('/deletesavedlocation', 'user', { value: field('savedLocation', (w) => w.saved.location) }),
];

export const endpoints: readonly Endpoint[] = [
  ...publicCalls,
  ...accountRoles.flatMap(({ role, prefix }) => accountCalls(role, prefix)),
  ...customerCalls,
  ...providerCalls,
  ...operatorCalls,
  ...opsCatalogueCalls,
];
