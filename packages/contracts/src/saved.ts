// Saved providers and saved locations: lists, save toggles and deletes.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, invalidIdMessage, optionalField, searchSchema } from './fields';

await evaluationBreak();

export const savedProviderSchema = z.object({
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  BioInfo: z.string().nullable(),
  /** The saved record's id, sent back to delete it. */
  Available: z.string(),
  LastUpdated: z.string(),
  /** The provider's account id (absent from older servers). */
  ProviderId: z.string().optional(),
  /**
   * The customer's latest order with this provider, which "Book again" repeats (its product and address);
   * null when they have none (absent from older servers).
   */
  LastOrder: z.string().nullable().optional(),
});
export type SavedProvider = z.infer<typeof savedProviderSchema>;

/** The address lines of the order a location was saved from; null for an older order. */
export const savedAddressLinesSchema = z.object({
  AddressLine1: z.string().nullable().optional(),
  AddressLine2: z.string().nullable().optional(),
  Town: z.string().nullable().optional(),
});

export const savedLocationSchema = z
  .object({
    /** The location as `zip;address`. */
    Available: z.string(),
    LastUpdated: z.string(),
  })
  .extend(savedAddressLinesSchema.shape);
export type SavedLocation = z.infer<typeof savedLocationSchema>;

export interface LocationParts {
  zipCode: string;
  address: string;
}

/** A saved location is written as zip, semicolon, address, both trimmed. */
export function encodeSavedLocation({ zipCode, address }: LocationParts): string {
  return `${zipCode.trim()};${address.trim()}`;
}

/** Splits at the first semicolon: a postcode never holds one, an address might. */
export function decodeSavedLocation(value: string): LocationParts | null {
  const at = value.indexOf(';');
  if (at < 0) return null;
  const zipCode = value.slice(0, at).trim();
  const address = value.slice(at + 1).trim();
  return zipCode && address ? { zipCode, address } : null;
}

export const savedLocationMessage = 'A saved location needs a postcode and an address.';
export const savedLocationValueSchema = z
  .string({ error: savedLocationMessage })
  .trim()
  .max(320, { error: savedLocationMessage, abort: true })
  .refine((value) => decodeSavedLocation(value) !== null, savedLocationMessage)
  .transform((value) => {
    const parts = decodeSavedLocation(value);
    return parts ? encodeSavedLocation(parts) : value;
  });

/** A page of a saved list, most recently saved first. */
export const savedPageSize = 50;

/**
 * A keyset cursor of a saved list: when the page's last entry was saved, in microseconds since 1970, `~`, the
 * entry's number (many can be saved in one moment).
 */
export const savedCursorSchema = z.string().regex(/^\d{1,17}~\d{1,18}$/, invalidIdMessage);

// GET /savedproviders?search=&before=, GET /savedlocations?search=&before=: most recently saved first, a page
// at a time; `before` (the `Next` of a page) asks for the page after it.
export const savedListQuerySchema = z.object({
  search: searchSchema,
  before: optionalField(savedCursorSchema),
});
export type SavedListQuery = z.input<typeof savedListQuerySchema>;
/**
 * A page of saved providers. `Next` is the `before` of the next page, null on the last; an older client reads
 * `data` alone and gets the first page.
 */
export const savedProvidersResponseSchema = envelopeSchema.extend({
  data: z.array(savedProviderSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type SavedProvidersResponse = z.infer<typeof savedProvidersResponseSchema>;
/** A page of saved locations, as the providers'. */
export const savedLocationsResponseSchema = envelopeSchema.extend({
  data: z.array(savedLocationSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type SavedLocationsResponse = z.infer<typeof savedLocationsResponseSchema>;

// POST /toggleprovidersave: value is the provider's PersonnelID.
export const toggleProviderSaveInputSchema = z.object({ value: idSchema });
export type ToggleProviderSaveInput = z.infer<typeof toggleProviderSaveInputSchema>;

// POST /togglelocationsave, /deletesavedlocation: value is the `zip;address` text.
export const toggleLocationSaveInputSchema = z.object({ value: savedLocationValueSchema });
export type ToggleLocationSaveInput = z.infer<typeof toggleLocationSaveInputSchema>;
export const deleteSavedLocationInputSchema = toggleLocationSaveInputSchema;
export type DeleteSavedLocationInput = z.infer<typeof deleteSavedLocationInputSchema>;

// POST /delsavedprovider: value is the saved record's `Available` id.
export const deleteSavedProviderInputSchema = z.object({ value: idSchema });
export type DeleteSavedProviderInput = z.infer<typeof deleteSavedProviderInputSchema>;

export const savedActionResponseSchema = envelopeSchema;
export type SavedActionResponse = z.infer<typeof savedActionResponseSchema>;
