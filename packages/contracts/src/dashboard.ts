// GET /dashboard: everything the customer dashboard shows in one reply (the spec does not confirm the path).
import { z } from 'zod';
import { productSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { customerOrderRowSchema } from './orders';
import { savedAddressLinesSchema } from './saved';

await evaluationBreak();

export const promotionSchema = z.object({
  Image: z.string(),
  imgLink: z.string(),
  Description: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** `Available` is a saved location written as `zip;address` (see saved.ts). */
/** `Available` is `zip;address`; the lines let choosing it fill every address line. */
export const dashboardSavedLocationSchema = z
  .object({ Available: z.string() })
  .extend(savedAddressLinesSchema.shape);

export const dashboardUserSchema = z.object({
  ImgLink: z.string().nullable(),
  FirstName: z.string().nullable(),
  Email: z.string().nullable(),
});

/** With its place in the catalogue, so the dashboard can open the booking flow at it. */
export const trendingProductSchema = productSchema.extend({ Category: z.string(), Specifics: z.string() });
export type TrendingProduct = z.infer<typeof trendingProductSchema>;

export const leadingProviderSchema = z.object({
  /** Preselected when the customer books with this provider from the dashboard. */
  PersonnelID: z.string(),
  Img: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  BioInfo: z.string().nullable(),
  Rating: z.number().nullable(),
});
export type LeadingProvider = z.infer<typeof leadingProviderSchema>;

export const dashboardDataSchema = z.object({
  promotions: z.array(promotionSchema),
  svlocations: z.array(dashboardSavedLocationSchema),
  usersdata: z.array(dashboardUserSchema),
  /** Active and upcoming orders, soonest job first, the first page; each opens /details/{Orderid}. */
  uaorders: z.array(customerOrderRowSchema),
  /**
   * The `before` of the page after `uaorders` (GET /upcomingorders), null on the last; absent from older
   * servers, whose `uaorders` held them all.
   */
  uaordersNext: z.string().nullable().optional(),
  trproducts: z.array(trendingProductSchema),
  trproviders: z.array(leadingProviderSchema),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const dashboardResponseSchema = envelopeSchema.extend({ data: dashboardDataSchema.optional() });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
