// Provider service certification: asking to offer a product at the provider's own price, and the requests so far.
import { z } from 'zod';
import { type Product, perkSchema } from './catalog';
import { priceStep } from './constants';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { formNumber, idSchema, searchSchema } from './fields';

await evaluationBreak();

export const certificationStatusSchema = z.enum([
  'ACTIVE',
  'DENIED',
  'SUBMITTED',
  'SUSPENDED',
  'UNDER-REVIEW',
]);
export type CertificationStatus = z.infer<typeof certificationStatusSchema>;
export const certificationFilterSchema = z.enum(['ALL', ...certificationStatusSchema.options]);
export type CertificationFilter = z.infer<typeof certificationFilterSchema>;

export const certificationRequestSchema = z.object({
  Product: z.string(),
  Perks: z.array(perkSchema),
  Image: z.string().nullable(),
  Category: z.string(),
  Specifics: z.string(),
  Price: z.number(),
  Status: certificationStatusSchema,
  Requested: z.string(),
});
export type CertificationRequest = z.infer<typeof certificationRequestSchema>;

// GET /provider/certrequests?search=&sort=: sort is the status filter.
export const certificationRequestsQuerySchema = z.object({
  search: searchSchema,
  sort: certificationFilterSchema.default('ALL'),
});
export type CertificationRequestsQuery = z.infer<typeof certificationRequestsQuerySchema>;
export const certificationRequestsResponseSchema = envelopeSchema.extend({
  data: z.array(certificationRequestSchema).optional(),
});
export type CertificationRequestsResponse = z.infer<typeof certificationRequestsResponseSchema>;

export const priceBelowMinimumMessage =
  'Please specify price not less than set minimum price you want to charge for the service. Thanks.';
export const invalidPriceMessage = 'Please enter a price in pounds and pence.';

/** Any positive amount in steps of 0.01; the product's own range is checked by `certificationPriceFor`. */
export const certificationPriceSchema = formNumber(
  z
    .number({ error: invalidPriceMessage })
    .positive(priceBelowMinimumMessage)
    .max(1_000_000, invalidPriceMessage)
    .multipleOf(priceStep, invalidPriceMessage),
);

// POST /provider/newcertrequest: id is the product's Id.
export const newCertificationRequestInputSchema = z.object({ id: idSchema, price: certificationPriceSchema });
export type NewCertificationRequestInput = z.infer<typeof newCertificationRequestInputSchema>;
export const newCertificationRequestResponseSchema = envelopeSchema;

type PriceRange = Pick<Product, 'MinPrice' | 'MaxPrice'>;

/** The price rule for one product, for the server once it has loaded the product, and for the form. */
export function certificationPriceFor(product: PriceRange) {
  return certificationPriceSchema.pipe(
    z
      .number()
      .min(product.MinPrice, priceBelowMinimumMessage)
      .max(product.MaxPrice, `Please specify price not more than ${product.MaxPrice}.`),
  );
}

/** The price input clamps what is typed to the product's range, rounded to the 0.01 step. */
export function clampCertificationPrice(value: number, product: PriceRange): number {
  if (Number.isNaN(value)) return product.MinPrice;
  const clamped = Math.min(Math.max(value, product.MinPrice), product.MaxPrice);
  const stepsPerUnit = Math.round(1 / priceStep);
  return Math.round(clamped * stepsPerUnit) / stepsPerUnit;
}
