// The operator console's catalogue, promotion and audit calls. Valid requests
// show what is shown already and edit the world's product to what it is, so running them changes nothing
// the other calls depend on.
import { addDays, londonToday } from '@callout/contracts/london-time';
import { pixelPng } from '../fixtures/support';
import { type Endpoint, field, get, id, oneOf, optionalText, post, search, text } from './endpoint-shape';

const image = field('base64Image', () => pixelPng);
/** On an edit, "" keeps the picture there is. */
const keptImage = field('base64Image', () => '', { required: false, emptyOk: true });
/** The smaller WebP copies the console's browser makes; none from one that cannot encode WebP. */
const imageVariants = field('base64Image', () => '', { required: false, emptyOk: true });
const description = text(1, 500, () => 'Find and fix a leak under sinks or behind panels.');
const category = text(1, 100, (w) => w.catalogue.category);
const specific = text(1, 100, (w) => w.catalogue.specific);
const shown = { hidden: oneOf(['true', 'false'], 'false') };
// The world's product (Leak repair) as the demo catalogue has it.
const product = {
  product: text(1, 100, (w) => w.catalogue.productName),
  description,
  payrate: oneOf(['PER JOB', 'PER HOUR'], 'PER JOB'),
  minprice: field('price', () => '50'),
  maxprice: field('price', () => '150'),
  duration: field('jobMinutes', () => '90', { required: false, emptyOk: true }),
};
const promotion = {
  description: text(1, 200, () => 'Gutters cleared before the winter rain.'),
  link: text(1, 200, () => '/service/location'),
  starts: field('isoDate', () => londonToday()),
  ends: field('isoDate', () => addDays(londonToday(), 7)),
  position: text(1, 3, () => '5'),
};
const productParams = { params: { productId: id((w) => w.catalogue.productId) } };
const promotionParams = { params: { promotionId: id((w) => w.promotionId) } };
const optionalRef = { required: false, emptyOk: true, unknownRefused: false };

export const opsCatalogueCalls: Endpoint[] = [
  get('/ops/catalogue', 'operator', {}, { readOnly: true }),
  post('/ops/categories', 'operator', {
    category: text(1, 100, () => 'Fuzzing'),
    description,
    image,
    imageVariants,
  }),
  post('/ops/categories/edit', 'operator', { category, description, image: keptImage, imageVariants }),
  post('/ops/categories/visibility', 'operator', { category, ...shown }),
  post('/ops/specifics', 'operator', {
    category,
    specific: text(1, 100, () => 'Fuzzing'),
    description,
    image,
    imageVariants,
  }),
  post('/ops/specifics/edit', 'operator', {
    category,
    specific,
    description,
    image: keptImage,
    imageVariants,
  }),
  post('/ops/specifics/visibility', 'operator', { category, specific, ...shown }),
  post('/ops/products', 'operator', {
    category,
    specific,
    ...product,
    product: text(1, 100, () => 'Fuzz product'),
    image,
    imageVariants,
  }),
  post(
    '/ops/products/:productId/edit',
    'operator',
    { ...product, image: keptImage, imageVariants },
    productParams,
  ),
  post('/ops/products/:productId/visibility', 'operator', shown, productParams),
  post(
    '/ops/products/:productId/cancelexempt',
    'operator',
    { exempt: oneOf(['true', 'false'], 'false') },
    productParams,
  ),
  post(
    '/ops/products/:productId/repeatable',
    'operator',
    { repeatable: oneOf(['true', 'false'], 'false') },
    productParams,
  ),
  get('/ops/promotions', 'operator', {}, { readOnly: true }),
  post('/ops/promotions', 'operator', { ...promotion, image }),
  post('/ops/promotions/:promotionId/edit', 'operator', { ...promotion, image: keptImage }, promotionParams),
  post('/ops/promotions/:promotionId/visibility', 'operator', shown, promotionParams),
  get(
    '/ops/audit',
    'operator',
    {
      search,
      subject: optionalText(30, () => 'product'),
      subjectid: optionalText(100, (w) => w.catalogue.productId),
      account: id(() => '', optionalRef),
      before: id(() => '', optionalRef),
    },
    { readOnly: true },
  ),
];
