// The operator console's catalogue and promotion calls under /api/ops: shared by
// the server, which checks them, and mf-ops, whose forms check the same rules before sending.
import { z } from 'zod';
import { base64ImageSchema } from './accounts';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { formNumber, idSchema, optionalField, payRateSchema, searchSchema } from './fields';
import { maxPictureVariantBytes, pictureVariantMessage, pictureVariantWidths } from './picture-link';

await evaluationBreak();

export const catalogueMessages = {
  categoryRequired: 'Please choose a category',
  specificRequired: 'Please choose an option',
  nameRequired: 'Please give it a title.',
  nameTooLong: 'Please keep the title under 100 characters.',
  descriptionRequired: 'Please add a description.',
  descriptionTooLong: 'Please keep the description under 500 characters.',
  pictureRequired: 'Please choose a picture.',
  payRate: 'Please choose PER JOB or PER HOUR.',
  price: 'Please enter a price in pounds and pence, from £1.00 to £100,000.00.',
  priceOrder: 'The maximum price cannot be below the minimum price.',
  hidden: 'Please choose to hide or show it.',
  linkInvalid: 'Please give a link inside the app, starting with /.',
  dateInvalid: 'Please choose a date.',
  dateOrder: 'The end date cannot be before the start date.',
  positionInvalid: 'Please give the order as a whole number from 0 to 999.',
  promotionTextRequired: 'Please add the promotion text.',
  promotionTextTooLong: 'Please keep the promotion text under 200 characters.',
  duration: 'Please give the typical duration in whole minutes, from 15 to 720.',
} as const;

export const maxCatalogueNameLength = 100;
export const maxCatalogueDescriptionLength = 500;
export const minCataloguePrice = 1;
export const maxCataloguePrice = 100_000;
export const maxPromotionTextLength = 200;
/** A product's typical duration, in minutes. */
export const minDurationMinutes = 15;
export const maxDurationMinutes = 720;

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(maxCatalogueNameLength, catalogueMessages.nameTooLong);
const categoryNameSchema = nameSchema(catalogueMessages.categoryRequired);
const specificNameSchema = nameSchema(catalogueMessages.specificRequired);
const titleSchema = nameSchema(catalogueMessages.nameRequired);
const descriptionSchema = z
  .string({ error: catalogueMessages.descriptionRequired })
  .trim()
  .min(1, catalogueMessages.descriptionRequired)
  .max(maxCatalogueDescriptionLength, catalogueMessages.descriptionTooLong);
/** A new picture is required when creating. */
const newPictureSchema = base64ImageSchema.min(1, catalogueMessages.pictureRequired);
/**
 * The smaller WebP copies the console's browser made of a new picture (picture-link.ts): base64 without the
 * data-URL prefix, joined by commas (forms carry strings), at most one per width; "" or nothing when the
 * browser cannot encode WebP.
 */
const variantPattern = /^[A-Za-z0-9+/]+={0,2}(?:,[A-Za-z0-9+/]+={0,2})*$/;
export const pictureVariantsSchema = z
  .string({ error: pictureVariantMessage })
  .max(pictureVariantWidths.length * (Math.ceil((maxPictureVariantBytes * 4) / 3) + 5), {
    error: pictureVariantMessage,
    abort: true,
  })
  .refine((value) => value === '' || variantPattern.test(value), pictureVariantMessage)
  .refine((value) => value.split(',').length <= pictureVariantWidths.length, pictureVariantMessage)
  .optional()
  .transform((value) => (value ? value.split(',') : undefined));
/** When editing, "" or nothing keeps the picture there is. */
const changedPictureSchema = base64ImageSchema.optional().transform((value) => value || undefined);
const priceSchema = formNumber(
  z
    .number({ error: catalogueMessages.price })
    .min(minCataloguePrice, catalogueMessages.price)
    .max(maxCataloguePrice, catalogueMessages.price)
    .multipleOf(0.01, catalogueMessages.price),
);
/** "true" hides, "false" shows (form values; JSON sends the same strings). */
const hiddenSchema = z
  .enum(['true', 'false'], { error: catalogueMessages.hidden })
  .transform((value) => value === 'true');

const priced = <T extends { minprice: number; maxprice: number }>(input: T) =>
  input.maxprice >= input.minprice;
const priceOrder = { error: catalogueMessages.priceOrder, path: ['maxprice'] };

// POST /ops/categories (a new category gets a NONE specific, so it can be booked once it has products)
export const newCategoryInputSchema = z.object({
  category: categoryNameSchema,
  description: descriptionSchema,
  image: newPictureSchema,
  imageVariants: pictureVariantsSchema,
});
export type NewCategoryInput = z.input<typeof newCategoryInputSchema>;
// POST /ops/categories/edit: the name is the category's key (orders copy it), so it stays.
export const editCategoryInputSchema = z.object({
  category: categoryNameSchema,
  description: descriptionSchema,
  image: changedPictureSchema,
  imageVariants: pictureVariantsSchema,
});
export type EditCategoryInput = z.input<typeof editCategoryInputSchema>;
// POST /ops/categories/visibility
export const categoryVisibilityInputSchema = z.object({ category: categoryNameSchema, hidden: hiddenSchema });

// POST /ops/specifics
export const newSpecificInputSchema = z.object({
  category: categoryNameSchema,
  specific: specificNameSchema,
  description: descriptionSchema,
  image: newPictureSchema,
  imageVariants: pictureVariantsSchema,
});
export type NewSpecificInput = z.input<typeof newSpecificInputSchema>;
// POST /ops/specifics/edit
export const editSpecificInputSchema = z.object({
  category: categoryNameSchema,
  specific: specificNameSchema,
  description: descriptionSchema,
  image: changedPictureSchema,
  imageVariants: pictureVariantsSchema,
});
export type EditSpecificInput = z.input<typeof editSpecificInputSchema>;
// POST /ops/specifics/visibility
export const specificVisibilityInputSchema = z.object({
  category: categoryNameSchema,
  specific: specificNameSchema,
  hidden: hiddenSchema,
});

const productFields = {
  product: titleSchema,
  description: descriptionSchema,
  payrate: z.enum(payRateSchema.options, { error: catalogueMessages.payRate }),
  minprice: priceSchema,
  maxprice: priceSchema,
  /**
   * How long the job typically takes once the provider is there, in whole minutes (15 to 720); it sizes
   * the arrival windows of PER JOB products. Absent or empty: unchanged (none for a new product).
   */
  duration: optionalField(
    z
      .string({ error: catalogueMessages.duration })
      .regex(/^\d{2,3}$/, catalogueMessages.duration)
      .transform(Number)
      .refine(
        (minutes) => minutes >= minDurationMinutes && minutes <= maxDurationMinutes,
        catalogueMessages.duration,
      ),
  ),
};
// POST /ops/products
export const newProductInputSchema = z
  .object({
    category: categoryNameSchema,
    specific: specificNameSchema,
    ...productFields,
    image: newPictureSchema,
    imageVariants: pictureVariantsSchema,
  })
  .refine(priced, priceOrder);
export type NewProductInput = z.input<typeof newProductInputSchema>;
// POST /ops/products/:productId/edit: where it sits in the catalogue stays (orders copy it).
export const editProductInputSchema = z
  .object({ ...productFields, image: changedPictureSchema, imageVariants: pictureVariantsSchema })
  .refine(priced, priceOrder);
export type EditProductInput = z.input<typeof editProductInputSchema>;
export const productParamsSchema = z.object({ productId: idSchema });
// POST /ops/products/:productId/visibility
export const visibilityInputSchema = z.object({ hidden: hiddenSchema });
// POST /ops/products/:productId/cancelexempt
export const cancelExemptInputSchema = z.object({
  exempt: z
    .enum(['true', 'false'], { error: 'exempt must be true or false.' })
    .transform((v) => v === 'true'),
});
// POST /ops/products/:productId/repeatable
export const repeatableInputSchema = z.object({
  repeatable: z
    .enum(['true', 'false'], { error: 'repeatable must be true or false.' })
    .transform((v) => v === 'true'),
});

export const opsProductSchema = z.object({
  Id: z.string(),
  Product: z.string(),
  Description: z.string(),
  imgLink: z.string(),
  Currency: z.string(),
  MinPrice: z.number(),
  MaxPrice: z.number(),
  PayRate: payRateSchema,
  /** Typical duration in minutes; null: not set (arrival windows then count an hour). */
  Duration: z.number().nullable().optional(),
  Hidden: z.boolean(),
  /** Exempt from the 14-day right to cancel (car hire for a fixed date, urgent repairs). */
  CancelExempt: z.boolean().optional(),
  /** Customers may book it as a series of visits; absent from older servers. */
  Repeatable: z.boolean().optional(),
  /** Orders ever placed for it: a product with orders is hidden, never deleted. */
  Orders: z.number(),
});
export type OpsProduct = z.infer<typeof opsProductSchema>;
export const opsSpecificSchema = z.object({
  Specifics: z.string(),
  Description: z.string(),
  imgLink: z.string(),
  Hidden: z.boolean(),
  Products: z.array(opsProductSchema),
});
export type OpsSpecific = z.infer<typeof opsSpecificSchema>;
export const opsCategorySchema = z.object({
  Category: z.string(),
  Description: z.string(),
  imgLink: z.string(),
  Hidden: z.boolean(),
  Specifics: z.array(opsSpecificSchema),
});
export type OpsCategory = z.infer<typeof opsCategorySchema>;
// GET /ops/catalogue: everything, hidden included, in the customers' order.
export const opsCatalogueResponseSchema = envelopeSchema.extend({
  data: z.array(opsCategorySchema).optional(),
});
export type OpsCatalogueResponse = z.infer<typeof opsCatalogueResponseSchema>;
/** What a create or edit answers: the id of the product, so the form can go on from it. */
export const catalogueChangeResponseSchema = envelopeSchema.extend({
  data: z.object({ Id: z.string() }).optional(),
});

// Promotions: the customer dashboard's cards, live from Starts to Ends (London days, both included).
const promotionTextSchema = z
  .string({ error: catalogueMessages.promotionTextRequired })
  .trim()
  .min(1, catalogueMessages.promotionTextRequired)
  .max(maxPromotionTextLength, catalogueMessages.promotionTextTooLong);
/** A path inside the app (the dashboard opens it with the router): no scheme, no other site. */
const linkSchema = z
  .string({ error: catalogueMessages.linkInvalid })
  .trim()
  .max(200, { error: catalogueMessages.linkInvalid, abort: true })
  .regex(/^\/(?:[A-Za-z0-9\-._~?=&%][A-Za-z0-9\-._~/?=&%]*)?$/, catalogueMessages.linkInvalid);
const dateSchema = z.iso.date({ error: catalogueMessages.dateInvalid });
/** A whole number as typed in the form: 0 comes first. */
const positionSchema = z
  .string({ error: catalogueMessages.positionInvalid })
  .trim()
  .regex(/^\d{1,3}$/, catalogueMessages.positionInvalid)
  .transform(Number);
const promotionFields = {
  description: promotionTextSchema,
  link: linkSchema,
  starts: dateSchema,
  ends: dateSchema,
  position: positionSchema,
};
const datesInOrder = (input: { starts: string; ends: string }) => input.ends >= input.starts;
const dateOrder = { error: catalogueMessages.dateOrder, path: ['ends'] };
// POST /ops/promotions
export const newPromotionInputSchema = z
  .object({ ...promotionFields, image: newPictureSchema })
  .refine(datesInOrder, dateOrder);
export type NewPromotionInput = z.input<typeof newPromotionInputSchema>;
// POST /ops/promotions/:promotionId/edit
export const editPromotionInputSchema = z
  .object({ ...promotionFields, image: changedPictureSchema })
  .refine(datesInOrder, dateOrder);
export type EditPromotionInput = z.input<typeof editPromotionInputSchema>;
export const promotionParamsSchema = z.object({
  promotionId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'We could not find this promotion.'),
});

export const opsPromotionSchema = z.object({
  ID: z.string(),
  Image: z.string(),
  Description: z.string(),
  Link: z.string(),
  /** YYYY-MM-DD, London days. */
  Starts: z.string(),
  Ends: z.string(),
  Position: z.number(),
  Hidden: z.boolean(),
  /** Shown on the dashboard today. */
  Live: z.boolean(),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;
// GET /ops/promotions: all of them, past and hidden included, in the dashboard's order.
export const opsPromotionsResponseSchema = envelopeSchema.extend({
  data: z.array(opsPromotionSchema).optional(),
});
export type OpsPromotionsResponse = z.infer<typeof opsPromotionsResponseSchema>;

// GET /ops/audit?search=&subject=&subjectid=&account=&before=
export const auditQuerySchema = z.object({
  search: searchSchema,
  subject: z
    .string()
    .trim()
    .regex(/^[a-z-]{0,30}$/, 'Please choose what kind of record.')
    .default(''),
  subjectid: z.string().trim().max(100, 'The reference is missing or not valid.').default(''),
  // Not trimmed: these are copied from an entry, and a blank one is a mistake to say so.
  account: z
    .string()
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63})?$/, 'The reference is missing or not valid.')
    .default(''),
  before: z
    .string()
    .regex(/^\d{0,18}$/, 'The reference is missing or not valid.')
    .default(''),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  ID: z.string(),
  At: z.string(),
  OperatorID: z.string(),
  OperatorEmail: z.string(),
  Action: z.string(),
  SubjectType: z.string(),
  SubjectID: z.string(),
  AccountID: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
  Note: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
/** Newest first, a page at a time: `Next` is the `before` of the next page, null on the last. */
export const auditResponseSchema = envelopeSchema.extend({
  data: z.object({ Entries: z.array(auditEntrySchema), Next: z.string().nullable() }).optional(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
