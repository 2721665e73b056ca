// Service areas: the provider's base postcode and how far they travel, and the customer's
// choice of order for the providers list. GET/POST /provider/servicearea.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { formNumber } from './fields';
import { matchesWithin } from './validation';

await evaluationBreak();

export const minRadiusMiles = 1;
export const maxRadiusMiles = 100;
export const defaultRadiusMiles = 15;

export const areaPostcodeMessage = 'Please enter a valid UK postcode for your base.';
export const radiusMessage = `Please choose a radius between ${minRadiusMiles} and ${maxRadiusMiles} miles, in whole miles.`;

/** UK postcodes, full or outward code only (the same shape booking accepts). */
const ukPostcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;
export const ukPostcodeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(10, message)
    .refine(matchesWithin(ukPostcodePattern, 10), message);

export const radiusSchema = formNumber(
  z
    .number({ error: radiusMessage })
    .int(radiusMessage)
    .min(minRadiusMiles, radiusMessage)
    .max(maxRadiusMiles, radiusMessage),
);

export const serviceAreaSchema = z.object({
  /** The base postcode, upper case ("SE15 4QL" or "SE15"). */
  ZipCode: z.string(),
  /** The post town of the base, e.g. "London". */
  Town: z.string(),
  /** Whole miles, 1 to 100. */
  Radius: z.number().int(),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

// GET /provider/servicearea: data is null until the provider sets an area.
export const getServiceAreaResponseSchema = envelopeSchema.extend({
  data: serviceAreaSchema.nullable().optional(),
});
export type GetServiceAreaResponse = z.infer<typeof getServiceAreaResponseSchema>;

// POST /provider/servicearea (form body): answers the area as saved.
export const updateServiceAreaInputSchema = z.object({
  zipcode: ukPostcodeSchema(areaPostcodeMessage),
  radius: radiusSchema,
});
export type UpdateServiceAreaInput = z.infer<typeof updateServiceAreaInputSchema>;
export const updateServiceAreaResponseSchema = getServiceAreaResponseSchema;
export type UpdateServiceAreaResponse = z.infer<typeof updateServiceAreaResponseSchema>;

/** How the customer orders the providers list; distance is the server's own order. */
export const providerSortSchema = z.enum(['distance', 'price', 'rating']);
export type ProviderSort = z.infer<typeof providerSortSchema>;
