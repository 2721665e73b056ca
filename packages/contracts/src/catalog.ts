// What customers browse before booking: categories, specifics, services (products) and the providers
// offering one, as lists behind GET /categories, POST /specifics, /products and /activeproviders.
import { z } from 'zod';
import { credentialBadgeSchema } from './credential-badge';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import {
  idSchema,
  invalidIdMessage,
  optionalField,
  payRateSchema,
  scheduledDateSchema,
  searchSchema,
} from './fields';
import { ukPostcodeSchema } from './service-area';

await evaluationBreak();

/** Specific value meaning "this category has no specifics". */
export const noSpecific = 'NONE';

const maxNameLength = 100;
const categoryNameSchema = z.string({ error: 'Please choose a category' }).trim().min(1).max(maxNameLength);
const specificNameSchema = z.string({ error: 'Please choose an option' }).trim().min(1).max(maxNameLength);

export const categorySchema = z.object({
  Category: z.string(),
  Description: z.string(),
  imgLink: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const specificSchema = z.object({
  Specifics: z.string(),
  Description: z.string(),
  imgLink: z.string(),
});
export type Specific = z.infer<typeof specificSchema>;

/** A service (product) as the spec calls it: what a customer books, priced within MinPrice..MaxPrice. */
export const productSchema = z.object({
  Id: z.string(),
  Product: z.string(),
  Description: z.string(),
  imgLink: z.string(),
  Currency: z.string(),
  MinPrice: z.number(),
  MaxPrice: z.number(),
  PayRate: payRateSchema,
  /** Whether it can be booked as a series of visits (POST /series); absent from older servers. */
  Repeatable: z.boolean().optional(),
  /**
   * Exempt from the 14-day right to cancel (car hire for a fixed date, urgent repairs): the booking flow
   * then asks for no express request; absent from older servers.
   */
  CancelExempt: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const perkSchema = z.object({ Icon: z.string(), Description: z.string() });
export type Perk = z.infer<typeof perkSchema>;

export const activeProviderSchema = z.object({
  PersonnelID: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  BioInfo: z.string().nullable(),
  Image: z.string().nullable(),
  Price: z.number(),
  /** Absent or null until the provider has been rated; the card then shows a hollow star. */
  Rating: z.number().nullish(),
  /** How many reviews customers left the provider; absent from older servers. */
  ReviewCount: z.number().int().nonnegative().optional(),
  Perks: z.array(perkSchema),
  /**
   * Miles from the provider's base to the job, one decimal, when /activeproviders was given the job's
   * postcode; null (or absent) otherwise.
   */
  Distance: z.number().nonnegative().nullish(),
  /** The credentials verified and current today; absent from older servers. */
  Credentials: z.array(credentialBadgeSchema).optional(),
});
export type ActiveProvider = z.infer<typeof activeProviderSchema>;

/** A provider that bid on a published job; Distance is miles (one decimal) from where they bid to the job. */
export const biddingProviderSchema = activeProviderSchema.extend({ Distance: z.number().nonnegative() });
export type BiddingProvider = z.infer<typeof biddingProviderSchema>;

// GET /categories?search=
export const categoriesQuerySchema = z.object({ search: searchSchema });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
export const categoriesResponseSchema = envelopeSchema.extend({ data: z.array(categorySchema).optional() });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

// POST /specifics: `sort` is the chosen category.
export const specificsInputSchema = z.object({ sort: categoryNameSchema, search: searchSchema });
export type SpecificsInput = z.infer<typeof specificsInputSchema>;
export const specificsResponseSchema = envelopeSchema.extend({ data: z.array(specificSchema).optional() });
export type SpecificsResponse = z.infer<typeof specificsResponseSchema>;

// POST /products
export const productsInputSchema = z.object({
  category: categoryNameSchema,
  specifics: specificNameSchema,
  search: searchSchema,
});
export type ProductsInput = z.infer<typeof productsInputSchema>;
export const productsResponseSchema = envelopeSchema.extend({ data: z.array(productSchema).optional() });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const jobPostcodeMessage = 'Please enter a valid postcode.';

/** A page of the providers list (the web app loads the next as the customer scrolls). */
export const activeProvidersPageSize = 20;

/**
 * A cursor of the providers list: with the job's postcode, the page's last offer's distance as the list
 * measures it (a number), `~`, its provider's id; without it, the provider's rating (-1 for none), `~`, the
 * price, `~`, the id.
 */
const activeProvidersCursorSchema = z
  .string()
  .max(120, invalidIdMessage)
  .regex(
    /^(?:\d+(?:\.\d+)?(?:e-?\d+)?|-?\d+(?:\.\d+)?~\d+(?:\.\d+)?)~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    invalidIdMessage,
  );

/**
 * POST /activeproviders: providers available on `schedule` for product `prodid`, a page at a time. With
 * `zipcode` (the job's postcode, the draft's ZipCode) only providers whose service area covers it, each with
 * its Distance, nearest first then best rated; without it, as before, with Distance null, best rated first.
 * `before` (the `Next` of a page) asks for the page after it.
 */
export const activeProvidersInputSchema = z.object({
  schedule: scheduledDateSchema,
  prodid: idSchema,
  search: searchSchema,
  zipcode: optionalField(ukPostcodeSchema(jobPostcodeMessage)),
  before: optionalField(activeProvidersCursorSchema),
});
export type ActiveProvidersInput = z.infer<typeof activeProvidersInputSchema>;
/**
 * A page of providers. `Next` is the `before` of the next page, null on the last; an older client reads
 * `data` alone and gets the first page.
 */
export const activeProvidersResponseSchema = envelopeSchema.extend({
  data: z.array(activeProviderSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type ActiveProvidersResponse = z.infer<typeof activeProvidersResponseSchema>;
