// Forms in progress kept on the device (KYC form, service prices, bio), so a reload, a crash or a lost
// connection never loses what was typed. Write failures (a full device) are announced to the screens.
import { createDraftStore, type DraftStore } from '@callout/db/draft-store';
import { z } from 'zod';
import { providerDb } from './db';

const problemListeners = new Set<(error: unknown) => void>();

/** Calls `listener` when a draft could not be saved; returns the unsubscribe. */
export function onDraftProblem(listener: (error: unknown) => void): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

/** A draft store whose rows `schema` reads back; the screens' own drafts are made with it too. */
export function storeFor<T>(schema: z.ZodType<T>): DraftStore<T> {
  return createDraftStore<T>(providerDb, {
    parse: (value) => schema.parse(value),
    onError: (error) => {
      console.error('A draft could not be saved on this device', error);
      for (const listener of problemListeners) listener(error);
    },
  });
}

/** A chosen image, kept whole so the form can show and send it after a reload. */
export const storedImageSchema = z.object({ name: z.string(), base64: z.string(), type: z.string() });
export type StoredImage = z.infer<typeof storedImageSchema>;

export const kycDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  phone: z.string(),
  dob: z.string(),
  address: z.string(),
  province: z.string(),
  country: z.string(),
  idno: z.string(),
  profileImage: storedImageSchema.nullable(),
  meansOfId: storedImageSchema.nullable(),
  utilityBill: storedImageSchema.nullable(),
});
export type KycDraft = z.infer<typeof kycDraftSchema>;

export const kycDraftStore = storeFor(kycDraftSchema);
/** The price typed for one product, as typed (it may be half-way through "12.5"). */
export const priceDraftStore = storeFor(z.string());
export const bioDraftStore = storeFor(z.string());

/** The credential form (kind id, number, expiry, cover in pounds, all as typed) and its chosen document. */
export const credentialDraftSchema = z.object({
  kind: z.string(),
  number: z.string(),
  expires: z.string(),
  cover: z.string(),
  document: storedImageSchema.nullable(),
});
export type CredentialDraft = z.infer<typeof credentialDraftSchema>;
export const credentialDraftStore = storeFor(credentialDraftSchema);
