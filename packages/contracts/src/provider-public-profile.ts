// GET /providers/{id}/profile: a provider as anyone may see them before booking. Only what a customer needs
// to trust them (no e-mail, phone, exact address or identity papers), and only for providers who passed
// identity checks and are active.
import { z } from 'zod';
import { perkSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, payRateSchema } from './fields';

await evaluationBreak();

/** How many of the latest reviews the profile lists. */
export const profileReviewsShown = 10;

export const providerProfileParamsSchema = z.object({ id: idSchema });
export type ProviderProfileParams = z.infer<typeof providerProfileParamsSchema>;

export const profileServiceSchema = z.object({
  ProductID: z.string(),
  Name: z.string(),
  Category: z.string(),
  Price: z.number(),
  Rate: payRateSchema,
  Currency: z.string(),
});
export type ProfileService = z.infer<typeof profileServiceSchema>;

/** The provider's words on the same order, in answer to the customer's review. */
export const profileReplySchema = z.object({ Review: z.string(), Posted: z.string() });

export const profileReviewSchema = z.object({
  Rating: z.number().int(),
  Review: z.string().nullable(),
  /** The customer's first name and initial ("Ada L."), never the whole name. */
  Reviewer: z.string(),
  /** ISO date and time. */
  Posted: z.string(),
  Service: z.string(),
  Reply: profileReplySchema.nullable(),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

/** Where the provider works: the district of their base ("SE15") and how far they travel. */
export const profileAreaSchema = z.object({ District: z.string(), RadiusMiles: z.number() });

export const providerPublicProfileSchema = z.object({
  PersonnelID: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  BioInfo: z.string().nullable(),
  Image: z.string().nullable(),
  /** Null until the provider has been rated. */
  Rating: z.number().nullable(),
  /** The reviews customers left, all of them (the rating's count). */
  ReviewCount: z.number().int().nonnegative(),
  /** ISO date the account was made. */
  MemberSince: z.string(),
  Areas: z.array(profileAreaSchema),
  Services: z.array(profileServiceSchema),
  Badges: z.array(perkSchema),
  /** The latest reviews, newest first (at most profileReviewsShown). */
  Reviews: z.array(profileReviewSchema),
});
export type ProviderPublicProfile = z.infer<typeof providerPublicProfileSchema>;

export const providerPublicProfileResponseSchema = envelopeSchema.extend({
  data: providerPublicProfileSchema.optional(),
});
export type ProviderPublicProfileResponse = z.infer<typeof providerPublicProfileResponseSchema>;
