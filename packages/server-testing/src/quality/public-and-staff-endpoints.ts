// Calls outside the two account areas: public catalogue, help and assets, the card and payout sandboxes,
// the Stripe webhook, and the operator's support and review tools.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { outsideChannels } from '@callout/contracts/data-requests';
import { londonDate } from '@callout/contracts/london-time';
import { versionInput } from '@callout/contracts/module-releases';
import { mediaKinds } from '@callout/server/media/url-signer';
import { docsAssets } from '@callout/server/openapi/docs-page';
import { day } from '../fixtures/orders';
import { operatorPassword, pixelDataUrl } from '../fixtures/support';
import {
  type Endpoint,
  email,
  field,
  get,
  id,
  oneOf,
  optionalText,
  post,
  search,
  text,
} from './endpoint-shape';

export const operatorCalls: Endpoint[] = [
  post('/operator/login', 'public', {
    email: email((w) => w.operator.email),
    password: field('loginPassword', () => operatorPassword),
  }),
  get('/operator/valsession', 'operator'),
  get('/operator/logout', 'operator'),
  // Live updates for the console: a ticket for one GET /events stream.
  post('/operator/events/ticket', 'operator', {}, { ignoresBody: true }),
  get('/operator/cases', 'operator', {
    status: oneOf(['open', 'closed', 'all'], 'all', { required: false }),
    // A page's cursor: when the last case shown was opened (microseconds) and its id.
    before: id(() => '1700000000000000~CS-AAAAAAAA', {
      required: false,
      emptyOk: true,
      unknownRefused: false,
    }),
  }),
  get(
    '/operator/cases/:caseId',
    'operator',
    // A page's cursor: the id of the oldest message of the page after it.
    { before: id(() => '1', { required: false, emptyOk: true, unknownRefused: false }) },
    { params: { caseId: id((w) => w.customer.caseId) } },
  ),
  post(
    '/operator/cases/:caseId/reply',
    'operator',
    {
      // Text, a picture or both: the document makes neither required (the server asks for one of them,
      // which the route's own tests hold), so the contract's missing-field check leaves out the session.
      Message: text(1, 2000, () => 'We are on it.', { required: false }),
      // No picture by default (the CLI's body), so the message is what makes the post valid.
      ImageData: field('imageDataUrl', () => '', { required: false, emptyOk: true }),
      ReplyToChatId: id(() => '', { required: false, emptyOk: true }),
    },
    { params: { caseId: id((w) => w.customer.caseId) }, idempotent: true },
  ),
  post(
    '/operator/cases/:caseId/status',
    'operator',
    {
      value: oneOf(['OPEN', 'CLOSED'], 'OPEN'),
      // A complaint closed unsettled; sent empty with the valid OPEN, which takes no reason.
      reason: oneOf(['COMPLAINT_NOT_SETTLED'], '', { required: false, emptyOk: true }),
    },
    { params: { caseId: id((w) => w.customer.caseId) } },
  ),
  get('/ops/kyc', 'operator', {
    status: oneOf(['pending', 'all', 'SUBMITTED', 'UNDER-REVIEW', 'QUERIED', 'VERIFIED'], 'all', {
      required: false,
    }),
  }),
  post(
    '/ops/kyc/:providerId/review',
    'operator',
    { status: oneOf(['VERIFIED', 'QUERIED'], 'QUERIED'), note: text(1, 1000, () => 'Photo is blurred') },
    { params: { providerId: id((w) => w.kycProviderId) } },
  ),
  get('/ops/credential-kinds', 'operator', {}, { readOnly: true }),
  post('/ops/credential-kinds', 'operator', {
    name: text(2, 80, () => `Kind ${Math.random().toString(36).slice(2, 10)}`),
    issuingBody: text(2, 120, () => 'OFTEC'),
    hasNumber: oneOf(['true', 'false'], 'true', { required: false, caseInsensitive: true }),
    hasExpiry: oneOf(['true', 'false'], 'false', { required: false, caseInsensitive: true }),
    registerUrl: text(0, 300, () => 'https://www.oftec.org/', { required: false, emptyOk: true }),
  }),
  post(
    '/ops/credential-kinds/:kindId',
    'operator',
    {
      name: text(2, 80, () => `Kind ${Math.random().toString(36).slice(2, 10)}`),
      issuingBody: text(2, 120, () => 'OFTEC'),
      hasNumber: oneOf(['true', 'false'], 'true', { required: false, caseInsensitive: true }),
      hasExpiry: oneOf(['true', 'false'], 'false', { required: false, caseInsensitive: true }),
      registerUrl: text(0, 300, () => 'https://www.oftec.org/', { required: false, emptyOk: true }),
    },
    { params: { kindId: id((w) => w.credentials.kindId) } },
  ),
  get('/ops/credential-requirements', 'operator', {}, { readOnly: true }),
  post('/ops/credential-requirements', 'operator', {
    category: text(0, 80, () => 'Carpentry', { required: false, emptyOk: true }),
    kinds: text(1, 200, (w) => w.credentials.kindId),
    minCover: field('price', () => '1000000', { required: false, emptyOk: true }),
  }),
  post(
    '/ops/credential-requirements/:requirementId/delete',
    'operator',
    {},
    { params: { requirementId: id((w) => w.credentials.requirementId) }, ignoresBody: true },
  ),
  get('/ops/credentials', 'operator', {
    status: oneOf(['pending', 'all', 'SUBMITTED', 'QUERIED', 'VERIFIED'], 'all', { required: false }),
  }),
  post(
    '/ops/credentials/:credentialId/review',
    'operator',
    { status: oneOf(['VERIFIED', 'QUERIED'], 'QUERIED'), note: text(1, 1000, () => 'Photo is blurred') },
    { params: { credentialId: id((w) => w.credentials.credentialId) } },
  ),
  get('/ops/services', 'operator', {
    status: oneOf(['pending', 'all', 'ACTIVE', 'DENIED', 'SUBMITTED', 'SUSPENDED', 'UNDER-REVIEW'], 'all', {
      required: false,
    }),
  }),
  post(
    '/ops/services/:requestId/review',
    'operator',
    { status: oneOf(['ACTIVE', 'DENIED', 'SUSPENDED'], 'ACTIVE'), note: optionalText(1000, () => 'Fine') },
    { params: { requestId: id((w) => w.serviceRequestId) } },
  ),
  post('/ops/payouts/weekly', 'operator', {}, { ignoresBody: true }),
  // A penny at a time, so the world's completed order has refunds to give for every valid case.
  post(
    '/ops/orders/:orderId/refund',
    'operator',
    {
      amount: field('amount', () => '0.01', { required: false, emptyOk: true }),
      reason: text(1, 500, () => 'Goodwill'),
    },
    { params: { orderId: id((w) => w.orders.completed) }, idempotent: true },
  ),
  get(
    '/ops/payments/reconcile',
    'operator',
    { orderid: id((w) => w.orders.completed, { required: false, unknownRefused: false }) },
    { readOnly: true },
  ),
  get(
    '/ops/accounts',
    'operator',
    {
      role: oneOf(['all', 'user', 'provider', 'operator'], 'all', { required: false }),
      search,
      // A page's cursor: when the last account shown joined (microseconds) and its id.
      before: id(() => '1700000000000000~CUS-A', { required: false, emptyOk: true, unknownRefused: false }),
    },
    { readOnly: true },
  ),
  get(
    '/ops/accounts/:accountId',
    'operator',
    {},
    { params: { accountId: id((w) => w.customer.id) }, readOnly: true },
  ),
  post(
    '/ops/accounts/:accountId/suspend',
    'operator',
    { note: text(1, 1000, () => 'Abusive messages') },
    { params: { accountId: id((w) => w.suspendableId) } },
  ),
  post(
    '/ops/accounts/:accountId/reinstate',
    'operator',
    { note: optionalText(1000, () => 'Cleared') },
    { params: { accountId: id((w) => w.suspendableId) } },
  ),
  post(
    '/ops/reviews/:reviewId/hide',
    'operator',
    { reason: text(1, 500, () => 'Written by the provider about themselves') },
    { params: { reviewId: id((w) => w.reviewed.reviewId) } },
  ),
  post(
    '/ops/reviews/:reviewId/show',
    'operator',
    {},
    { params: { reviewId: id((w) => w.reviewed.reviewId) }, ignoresBody: true },
  ),
  get(
    '/ops/orders',
    'operator',
    {
      search,
      status: oneOf(['all', 'NEW ORDER', 'SCHEDULED', 'IN-PROGRESS', 'COMPLETED', 'CANCELLED'], 'all', {
        required: false,
      }),
      // A page's cursor: when the last order shown was made (microseconds) and its id.
      before: id(() => '1700000000000000~ORD-A', { required: false, emptyOk: true, unknownRefused: false }),
    },
    { readOnly: true },
  ),
  get(
    '/ops/disputes',
    'operator',
    { status: oneOf(['OPEN', 'all', 'RESOLVED', 'DECIDED'], 'OPEN', { required: false }) },
    { readOnly: true },
  ),
  get(
    '/ops/disputes/:disputeId',
    'operator',
    {},
    { params: { disputeId: id((w) => w.disputed.disputeId) }, readOnly: true },
  ),
  post(
    '/ops/disputes/:disputeId/messages',
    'operator',
    {
      // Words, a picture or both: the valid request carries both, so either alone is fine too.
      Message: text(0, 2000, () => 'We are looking into it.', { required: false, emptyOk: true }),
      ImageData: field('imageDataUrl', () => pixelDataUrl, { required: false }),
    },
    { params: { disputeId: id((w) => w.disputed.disputeId) } },
  ),
  // Decided once; the valid request decides no refund, so the world's money stays as it was.
  post(
    '/ops/disputes/:disputeId/decide',
    'operator',
    {
      outcome: oneOf(['NO_REFUND', 'PARTIAL_REFUND', 'FULL_REFUND'], 'NO_REFUND'),
      amount: field('amount', () => '1.00', { required: false, emptyOk: true }),
      reverseshare: oneOf(['true', 'false'], 'true'),
      note: text(1, 1000, () => 'The work matches the booking.'),
    },
    { params: { disputeId: id((w) => w.disputed.disputeId) } },
  ),
  get(
    '/ops/orders/:orderId',
    'operator',
    {},
    { params: { orderId: id((w) => w.orders.open) }, readOnly: true },
  ),
  // The embedded database as a tarball (a 409 pointing at pg_dump on PostgreSQL).
  get('/ops/backup', 'operator', {}, { readOnly: true }),
  // Module releases: the list, and a small module's build uploaded and made live (npm run release).
  get('/ops/module-releases', 'operator', {}, { readOnly: true }),
  // The operator's bell (a canary rolled back by itself is written there).
  get(
    '/ops/notifications',
    'operator',
    // A page's cursor: the id of the last notification of the page before.
    { before: id(() => '1', { required: false, emptyOk: true, unknownRefused: false }) },
    { readOnly: true },
  ),
  post('/ops/module-releases', 'operator', {
    module: text(1, 40, () => 'mf-fuzz'),
    version: text(12, 12, () => fuzzBuild().version),
    files: field('text', () => fuzzBuild().files, { min: 2 }),
  }),
  // A canary moved on or back (a 409 while the module has none), and an account pinned at a version.
  post(
    '/ops/module-releases/:module/promote',
    'operator',
    {},
    { params: { module: id(() => 'mf-fuzz') }, ignoresBody: true },
  ),
  post(
    '/ops/module-releases/:module/rollback',
    'operator',
    {},
    { params: { module: id(() => 'mf-fuzz') }, ignoresBody: true },
  ),
  post('/ops/module-releases/pins', 'operator', {
    module: text(1, 40, () => 'mf-fuzz'),
    email: email((w) => w.customer.email),
    version: text(12, 12, () => fuzzBuild().version, { required: false }),
  }),
  get('/ops/datarequests', 'operator', {}, { readOnly: true }),
  // A request received by email, post or phone, recorded for an account (the one there to be suspended, so
  // the world's customer and provider keep their own requests).
  post('/ops/datarequests', 'operator', {
    accountid: id((w) => w.suspendableId),
    channel: oneOf(outsideChannels, 'post'),
    receivedon: field('isoDate', () => londonDate(new Date()), { required: false }),
    note: optionalText(500, () => 'Letter received'),
  }),
  // Details for HMRC: who is missing or unverified, marking them verified, and the annual report (a draft
  // by default, which records nothing).
  get(
    '/ops/sellerdetails',
    'operator',
    { status: oneOf(['pending', 'all'], 'all', { required: false }) },
    { readOnly: true },
  ),
  post(
    '/ops/sellerdetails/:providerId/verify',
    'operator',
    { note: text(0, 500, () => 'Seen the passport', { required: false, emptyOk: true }) },
    { params: { providerId: id((w) => w.kycProviderId) } },
  ),
  post('/ops/hmrc/reports', 'operator', {
    year: field('digits', () => '2025', { max: 4 }),
    format: oneOf(['xml', 'csv'], 'csv'),
    draft: oneOf(['true', 'false'], 'true', { required: false }),
  }),
];

/**
 * What the built shell hosts (`dist/shell/host.json`, which the server's compatibility gate checks a release
 * against), or null before the shell is built, when the gate has nothing to check with.
 */
function hostBuild(): string | null {
  try {
    return readFileSync(new URL('../../../../dist/shell/host.json', import.meta.url), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The smallest build a release accepts: a contract and an entry, and, once the shell is built, a build.json
 * saying it was built against what the shell hosts. Made when first asked, whether or not dist/ is built.
 */
const fuzzBuild = (() => {
  let made: { version: string; files: string } | undefined;
  return () => {
    if (made) return made;
    const host = hostBuild();
    const files = [
      [
        'module.json',
        JSON.stringify({
          name: 'mf-fuzz',
          namespace: 'fuzz',
          routes: [{ path: '/fuzz-module', access: 'operator' }],
          menu: [],
        }),
      ],
      ['assets/remoteEntry.js', 'export const get = () => null;'],
      ...(host === null ? [] : [['build.json', host]]),
    ].map(([path = '', text = '']) => ({
      path,
      sha256: createHash('sha256').update(text).digest('hex'),
      base64: Buffer.from(text).toString('base64'),
    }));
    const version = createHash('sha256').update(versionInput(files)).digest('hex').slice(0, 12);
    made = { version, files: JSON.stringify(files) };
    return made;
  };
})();

export const publicCalls: Endpoint[] = [
  get('/help-center', 'public'),
  // A module's load failure or error, as the shell reports it (a version the store does not hold is taken
  // and not counted).
  post('/module-health', 'public', {
    module: text(1, 40, () => 'mf-support'),
    version: text(12, 12, () => '0123456789ab'),
    kind: oneOf(['entry', 'chunk', 'contract', 'error'], 'error'),
  }),
  get('/push/key', 'public'),
  get('/faqs', 'public'),
  get('/openapi.json', 'public'),
  get('/docs', 'public'),
  get('/docs/:file', 'public', {}, { params: { file: oneOf(docsAssets, 'start.js') } }),
  get('/categories', 'public', { search }, { readOnly: true }),
  post(
    '/specifics',
    'public',
    { sort: text(1, 100, (w) => w.catalogue.category), search },
    { readOnly: true },
  ),
  post(
    '/products',
    'public',
    {
      category: text(1, 100, (w) => w.catalogue.category),
      specifics: text(1, 100, (w) => w.catalogue.specific),
      search,
    },
    { readOnly: true },
  ),
  post(
    '/activeproviders',
    'public',
    {
      schedule: field('bookingDate', () => day(2)),
      prodid: id((w) => w.catalogue.productId, { unknownRefused: false }),
      search,
      zipcode: field('postcode', (w) => w.shipping.zipCode, { required: false }),
    },
    { readOnly: true },
  ),
  get(
    '/arrivalwindows',
    'public',
    {
      provider: id((w) => w.provider.id, { unknownRefused: false }),
      prodid: id((w) => w.catalogue.productId),
      date: field('bookingDate', () => day(2)),
      hours: field('jobHours', () => '2', { required: false, emptyOk: true }),
    },
    { readOnly: true },
  ),
  // A provider's calendar feed: the secret is in the address, no session needed.
  get('/calendar/:feed', 'public', {}, { params: { feed: id((w) => w.calendarFeed) }, readOnly: true }),
  get('/providers/:id/profile', 'public', {}, { params: { id: id((w) => w.provider.id) }, readOnly: true }),
  get('/geo/postcodes', 'public', { q: optionalText(40, () => 'SE1') }, { readOnly: true }),
  get(
    '/images/:id',
    'public',
    // A smaller copy's width; the picture itself when it has none that wide.
    { w: optionalText(4, () => '320') },
    { params: { id: id((w) => w.imageId) } },
  ),
  // Private pictures: the signed address is the credential (infra/media/url-signer.ts), so no session.
  get(
    '/media/:kind/:id',
    'public',
    {
      for: id((w) => w.kycDocumentLink.for),
      until: field('digits', (w) => w.kycDocumentLink.until, { max: 10 }),
      sig: id((w) => w.kycDocumentLink.sig),
    },
    {
      params: {
        kind: oneOf(mediaKinds, 'kyc'),
        id: id((w) => w.kycDocumentLink.id),
      },
    },
  ),
  post('/sandbox-gateway/confirm', 'public', {
    clientSecret: id((w) => w.clientSecret),
    number: text(1, 30, () => '4242424242424242'),
    expiry: text(1, 10, () => '12/34'),
    cvc: text(1, 4, () => '123'),
  }),
  get('/payouts/sandbox-onboarding', 'public', { key: id((w) => w.onboardingKey) }, { htmlPage: true }),
  post(
    '/payouts/sandbox-onboarding',
    'public',
    {
      key: id((w) => w.onboardingKey),
      holder: text(1, 100, () => 'Paula Tester'),
      sortCode: field('digits', () => '108800', { max: 6 }),
      accountNumber: field('digits', () => '00012345', { max: 8 }),
    },
    { htmlPage: true },
  ),
  post('/payments/stripe-webhook', 'public', {}, { alwaysRefused: true }),
  // The live updates stream: a real ticket would open a stream that never ends, so the catalogue sends a
  // well-formed one that names nothing (the stream's own tests use real tickets, infra/live/live-events.test.ts).
  get(
    '/events',
    'public',
    {
      ticket: text(20, 100, () => 'T'.repeat(43)),
      lastEventId: optionalText(40, () => ''),
    },
    { alwaysRefused: true },
  ),
];
