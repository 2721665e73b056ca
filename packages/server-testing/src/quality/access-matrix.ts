// The calls that take an id of something someone owns (an order, chat, case, message, saved entry, bid
// job, KYC submission or service request), each with a resource of its owner to try. The matrix test
// has the owner succeed and everyone else refused, with nothing of the owner's in the answer.
import { day, query } from '../fixtures/orders';
import { pixelDataUrl } from '../fixtures/support';
import type { Form } from '../harness';
import {
  acceptedSeries,
  biddenJob,
  bidJob,
  cardConfirmedOrder,
  completedOrder,
  customerReviewedOrder,
  disputedOrder,
  existing,
  freshAccount,
  freshCredential,
  freshMessage,
  freshOrder,
  freshRequirement,
  freshSeries,
  hiddenReview,
  offeredDisputeOrder,
  openDispute,
  type Prepare,
  paidOrder,
  savedLocation,
  savedProviderRecord,
  shownReview,
  startedOrder,
  suspendedAccount,
} from './access-resources';
import type { World } from './fixture-world';

export type Owner = 'user' | 'provider' | 'operator';

export interface AccessCall {
  method: 'GET' | 'POST';
  url: string;
  form?: Form;
}

export interface AccessRow {
  name: string;
  owner: Owner;
  /** A well-formed id naming nothing: a stranger must get the same answer for it as for the real one. */
  unknownId: string;
  /** A resource of the owner; a fresh one when the owner's own call uses it up. */
  prepare: Prepare;
  call(id: string, world: World): AccessCall;
  /** The owner is refused too, by design (a provider may not start or end an order). */
  ownerRefused?: boolean;
  /** The owner's answer is a file of this type, not the JSON envelope. */
  ownerGetsFile?: string;
}

const unknownOrder = 'ORD-0000000000';
const unknownCase = 'CS-00000000';
const unknownAccount = 'CUS-0000000000';
const unknownNumber = '999999999';
const unknownDispute = 'DSP-0000000000';
const unknownSeries = 'SER-0000000000';
const near = { lat: '51.5', lng: '-0.1' };

const get = (url: string, params: Record<string, string> = {}): AccessCall => ({
  method: 'GET',
  url: Object.keys(params).length ? `${url}${query(params)}` : url,
});
const post = (url: string, form: Form): AccessCall => ({ method: 'POST', url, form });

/** GET calls of `owner` that take `?orderid=` (and `extra` query fields). */
function byOrderId(
  owner: Owner,
  calls: Array<[path: string, prepare: Prepare, extra?: Record<string, string>]>,
): AccessRow[] {
  return calls.map(([path, prepare, extra = {}]) => ({
    name: `GET ${path}`,
    owner,
    unknownId: unknownOrder,
    prepare,
    call: (orderid) => get(path, { orderid, ...extra }),
    ownerRefused: owner === 'provider' && /\/(start|end)order$/.test(path),
  }));
}

/** POST calls of `owner`: `[name, unknown id, prepare, body for an id]`. */
function posted(
  owner: Owner,
  calls: Array<[name: string, unknownId: string, prepare: Prepare, call: AccessRow['call']]>,
): AccessRow[] {
  return calls.map(([name, unknownId, prepare, call]) => ({ name, owner, unknownId, prepare, call }));
}

const openOrder = existing((w) => w.orders.open);
const review = (orderid: string) => ({
  rating: '5',
  product: '1',
  orderid,
  provider: 'PRV-1',
  review: 'Tidy',
});
const chat = (url: string, Category: string, Message: string) => (id: string) =>
  post(url, { ChatId: id, Category, Message });

export const accessRows: readonly AccessRow[] = [
  ...byOrderId('user', [
    ['/findbids', existing((w) => w.orders.bidJob)],
    ['/paymentintent', freshOrder],
    ['/confirmpayment', cardConfirmedOrder],
    ['/orderdetails', openOrder],
    ['/receipt', existing((w) => w.orders.completed)],
    ['/geolocation', openOrder],
    ['/startorder', paidOrder],
    ['/endorder', startedOrder],
    ['/cancelorder', freshOrder],
    ['/cancelcost', openOrder],
    ['/orderdispute', existing((w) => w.disputed.orderId)],
  ]),
  // Repeat bookings: only the series' customer changes it or looks for other providers for a visit.
  {
    name: 'GET /seriesalternatives',
    owner: 'user',
    unknownId: unknownSeries,
    prepare: existing((w) => w.series.id),
    call: (seriesid) => get('/seriesalternatives', { seriesid, date: day(2) }),
  },
  ...posted('user', [
    [
      'POST /seriesstatus',
      unknownSeries,
      freshSeries,
      (seriesid) => post('/seriesstatus', { seriesid, action: 'END' }),
    ],
    [
      'POST /skipvisit',
      unknownSeries,
      freshSeries,
      (seriesid) => post('/skipvisit', { seriesid, date: day(2) }),
    ],
  ]),
  {
    name: 'POST /provider/answerseries',
    owner: 'provider',
    unknownId: unknownSeries,
    prepare: freshSeries,
    call: (seriesid) => post('/provider/answerseries', { seriesid, answer: 'DECLINE' }),
  },
  {
    name: 'POST /provider/seriesstatus',
    owner: 'provider',
    unknownId: unknownSeries,
    prepare: acceptedSeries,
    call: (seriesid) => post('/provider/seriesstatus', { seriesid, action: 'END' }),
  },
  {
    name: 'GET /finalizerequest',
    owner: 'user',
    unknownId: unknownOrder,
    prepare: biddenJob,
    call: (orderid, w) => get('/finalizerequest', { orderid, personnel: w.provider.id }),
  },
  ...posted('user', [
    [
      'POST /loadexistingreq',
      unknownOrder,
      openOrder,
      (id) => post('/loadexistingreq', { orderid: id, provider: '' }),
    ],
    ['POST /newreview', unknownOrder, completedOrder, (id) => post('/newreview', review(id))],
    // A problem is reported, pictured, discussed and answered only on an own order.
    [
      'POST /reportproblem',
      unknownOrder,
      completedOrder,
      (id) =>
        post('/reportproblem', { orderid: id, reason: 'NOT_DONE', description: 'Nobody came to the job.' }),
    ],
    [
      'POST /disputephotos',
      unknownOrder,
      disputedOrder,
      (id) => post('/disputephotos', { orderid: id, ImageData: pixelDataUrl }),
    ],
    [
      'POST /disputechat',
      unknownOrder,
      existing((w) => w.disputed.orderId),
      (id) => post('/disputechat', { orderid: id, Message: 'See the photos.' }),
    ],
    [
      'POST /answerdisputeoffer',
      unknownOrder,
      offeredDisputeOrder,
      (id) => post('/answerdisputeoffer', { orderid: id, answer: 'DECLINE' }),
    ],
    [
      'POST /loadchats (support case)',
      unknownCase,
      existing((w) => w.customer.caseId),
      (id) => post('/loadchats', { category: 'SUPPORT', chatid: id }),
    ],
    [
      'POST /loadchats (order chat)',
      unknownOrder,
      openOrder,
      (id) => post('/loadchats', { category: 'ORDER', chatid: id }),
    ],
    [
      'POST /newchat (support case)',
      unknownCase,
      existing((w) => w.customer.caseId),
      chat('/newchat', 'SUPPORT', 'Hello'),
    ],
    ['POST /newchat (order chat)', unknownOrder, openOrder, chat('/newchat', 'ORDER', 'On your way?')],
    ['POST /delChat', unknownNumber, freshMessage('user'), (id) => post('/delChat', { id })],
    [
      'POST /delsavedprovider',
      unknownNumber,
      savedProviderRecord,
      (id) => post('/delsavedprovider', { value: id }),
    ],
    [
      'POST /deletesavedlocation',
      'M1 1AE;0 Nowhere Lane',
      savedLocation,
      (id) => post('/deletesavedlocation', { value: id }),
    ],
  ]),
  ...byOrderId('provider', [
    ['/provider/orderdetails', openOrder],
    ['/provider/geolocation', openOrder, near],
    ['/provider/cancelorder', freshOrder],
    ['/provider/acceptorder', freshOrder],
    ['/provider/declineorder', freshOrder],
    ['/provider/startorder', paidOrder],
    ['/provider/endorder', startedOrder],
    // A job open to certified providers: the other provider offers no such service.
    ['/provider/bidrequest', bidJob, near],
    ['/provider/orderdispute', existing((w) => w.disputed.orderId)],
  ]),
  ...posted('provider', [
    [
      'POST /provider/newreview',
      unknownOrder,
      completedOrder,
      (id) => post('/provider/newreview', review(id)),
    ],
    [
      'POST /provider/reviews/:orderId/reply',
      unknownOrder,
      customerReviewedOrder,
      (id) => post(`/provider/reviews/${id}/reply`, { reply: 'Thank you, glad it went well.' }),
    ],
    [
      'POST /provider/loadchats (support case)',
      unknownCase,
      existing((w) => w.provider.caseId),
      (id) => post('/provider/loadchats', { category: 'SUPPORT', chatid: id }),
    ],
    [
      'POST /provider/loadchats (order chat)',
      unknownOrder,
      openOrder,
      (id) => post('/provider/loadchats', { category: 'ORDER', chatid: id }),
    ],
    [
      'POST /provider/newchat (order chat)',
      unknownOrder,
      openOrder,
      chat('/provider/newchat', 'ORDER', 'Running late'),
    ],
    [
      'POST /provider/disputechat',
      unknownOrder,
      existing((w) => w.disputed.orderId),
      (id) => post('/provider/disputechat', { orderid: id, Message: 'I can come back.' }),
    ],
    [
      'POST /provider/disputeoffer',
      unknownOrder,
      disputedOrder,
      (id) => post('/provider/disputeoffer', { orderid: id, kind: 'PARTIAL_REFUND', amount: '5' }),
    ],
    [
      'POST /provider/delChat',
      unknownNumber,
      freshMessage('provider'),
      (id) => post('/provider/delChat', { id }),
    ],
  ]),
  {
    name: 'GET /operator/cases/:caseId',
    owner: 'operator',
    unknownId: unknownCase,
    prepare: existing((w) => w.customer.caseId),
    call: (id) => get(`/operator/cases/${id}`),
  },
  ...posted('operator', [
    [
      'POST /operator/cases/:caseId/reply',
      unknownCase,
      existing((w) => w.customer.caseId),
      (id) => post(`/operator/cases/${id}/reply`, { Message: 'On it' }),
    ],
    [
      'POST /operator/cases/:caseId/status',
      unknownCase,
      existing((w) => w.customer.caseId),
      (id) => post(`/operator/cases/${id}/status`, { value: 'OPEN' }),
    ],
    [
      'POST /ops/kyc/:providerId/review',
      'PRV-0000000000',
      existing((w) => w.kycProviderId),
      (id) => post(`/ops/kyc/${id}/review`, { status: 'QUERIED', note: 'Blurred' }),
    ],
    [
      'POST /ops/orders/:orderId/refund',
      unknownOrder,
      completedOrder,
      (id) => post(`/ops/orders/${id}/refund`, { amount: '1', reason: 'Goodwill' }),
    ],
    [
      'POST /ops/credentials/:credentialId/review',
      unknownNumber,
      freshCredential,
      (id) => post(`/ops/credentials/${id}/review`, { status: 'QUERIED', note: 'Blurred' }),
    ],
    [
      'POST /ops/credential-kinds/:kindId',
      unknownNumber,
      existing((w) => w.credentials.kindId),
      (id) =>
        post(`/ops/credential-kinds/${id}`, {
          name: `Kind ${Math.random().toString(36).slice(2, 10)}`,
          issuingBody: 'OFTEC',
        }),
    ],
    [
      'POST /ops/credential-requirements/:requirementId/delete',
      unknownNumber,
      freshRequirement,
      (id) => post(`/ops/credential-requirements/${id}/delete`, {}),
    ],
    [
      'POST /ops/services/:requestId/review',
      unknownNumber,
      existing((w) => w.serviceRequestId),
      (id) => post(`/ops/services/${id}/review`, { status: 'ACTIVE' }),
    ],
    // The catalogue and promotions belong to the operators: no customer or provider may change them.
    [
      'POST /ops/products/:productId/edit',
      unknownNumber,
      existing((w) => w.catalogue.productId),
      (id, w) =>
        post(`/ops/products/${id}/edit`, {
          product: w.catalogue.productName,
          description: 'Find and fix a leak under sinks or behind panels.',
          payrate: 'PER JOB',
          minprice: '50',
          maxprice: '150',
        }),
    ],
    [
      'POST /ops/products/:productId/visibility',
      unknownNumber,
      existing((w) => w.catalogue.productId),
      (id) => post(`/ops/products/${id}/visibility`, { hidden: 'false' }),
    ],
    [
      'POST /ops/products/:productId/cancelexempt',
      unknownNumber,
      existing((w) => w.catalogue.productId),
      (id) => post(`/ops/products/${id}/cancelexempt`, { exempt: 'false' }),
    ],
    [
      'POST /ops/promotions/:promotionId/edit',
      unknownNumber,
      existing((w) => w.promotionId),
      (id) =>
        post(`/ops/promotions/${id}/edit`, {
          description: 'Book a vetted cleaner for any day in the next two months.',
          link: '/service/location',
          starts: day(0),
          ends: day(30),
          position: '0',
        }),
    ],
    [
      'POST /ops/promotions/:promotionId/visibility',
      unknownNumber,
      existing((w) => w.promotionId),
      (id) => post(`/ops/promotions/${id}/visibility`, { hidden: 'false' }),
    ],
    [
      'POST /ops/accounts/:accountId/suspend',
      unknownAccount,
      freshAccount,
      (id) => post(`/ops/accounts/${id}/suspend`, { note: 'Abuse' }),
    ],
    [
      'POST /ops/accounts/:accountId/reinstate',
      unknownAccount,
      suspendedAccount,
      (id) => post(`/ops/accounts/${id}/reinstate`, { note: 'Cleared' }),
    ],
    [
      'POST /ops/reviews/:reviewId/hide',
      unknownNumber,
      shownReview,
      (id) => post(`/ops/reviews/${id}/hide`, { reason: 'Written by the provider about themselves' }),
    ],
    [
      'POST /ops/reviews/:reviewId/show',
      unknownNumber,
      hiddenReview,
      (id) => post(`/ops/reviews/${id}/show`, {}),
    ],
  ]),
  {
    name: 'GET /ops/disputes/:disputeId',
    owner: 'operator',
    unknownId: unknownDispute,
    prepare: openDispute,
    call: (id) => get(`/ops/disputes/${id}`),
  },
  ...posted('operator', [
    [
      'POST /ops/disputes/:disputeId/messages',
      unknownDispute,
      openDispute,
      (id) => post(`/ops/disputes/${id}/messages`, { Message: 'We are looking into it.' }),
    ],
    [
      'POST /ops/disputes/:disputeId/decide',
      unknownDispute,
      openDispute,
      (id) =>
        post(`/ops/disputes/${id}/decide`, {
          outcome: 'PARTIAL_REFUND',
          amount: '1',
          reverseshare: 'true',
          note: 'Goodwill',
        }),
    ],
  ]),
  {
    name: 'GET /ops/accounts/:accountId',
    owner: 'operator',
    unknownId: unknownAccount,
    prepare: existing((w) => w.customer.id),
    call: (id) => get(`/ops/accounts/${id}`),
  },
  {
    name: 'GET /ops/orders/:orderId',
    owner: 'operator',
    unknownId: unknownOrder,
    prepare: existing((w) => w.orders.open),
    call: (id) => get(`/ops/orders/${id}`),
  },
  ...posted('operator', []),
  // The customer's "Add to calendar" file: anyone else gets the answer of an order that does not exist.
  {
    name: 'GET /ordercalendar',
    owner: 'user',
    unknownId: unknownOrder,
    prepare: openOrder,
    call: (orderid) => get('/ordercalendar', { orderid }),
    ownerGetsFile: 'text/calendar; charset=utf-8',
  },
  // The mailed link's secret: only the account that asked may download with it.
  ...(['user', 'provider'] as const).map(
    (owner): AccessRow => ({
      name: `GET ${owner === 'provider' ? '/provider' : ''}/datadownload`,
      owner,
      unknownId: 'A'.repeat(43),
      prepare: ({ world }) => world.dataLink(owner),
      call: (token) => get(`${owner === 'provider' ? '/provider' : ''}/datadownload`, { token }),
      ownerGetsFile: 'application/zip',
    }),
  ),
];
