// What the customer tells the provider about the job: a note ("bring ladders") and up to five photos,
// given when booking or publishing a job and shown to the provider(s) before accepting or bidding, and on
// the order for both sides. The photos are private pictures, sent one a call after the order exists.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, imageDataUrlSchema } from './fields';

await evaluationBreak();

export const jobNoteLimit = 1000;
export const maxJobPhotos = 5;

export const jobNoteMessages = {
  tooLong: `The note must be ${jobNoteLimit.toLocaleString('en-GB')} characters or fewer.`,
  tooManyPhotos: `You can add up to ${maxJobPhotos} photos.`,
  orderClosed: 'Photos can only be added while the order is open.',
  photoAdded: 'Photo added.',
} as const;

/** The note as typed, trimmed; empty means none. */
export const jobNoteSchema = z
  .string({ error: jobNoteMessages.tooLong })
  .trim()
  .max(jobNoteLimit, jobNoteMessages.tooLong);

/** The note and the photos' addresses (private: served only to the people who may see the job). */
export const jobNotesSchema = z.object({
  Note: z.string().nullable(),
  Photos: z.array(z.string()).max(maxJobPhotos),
});
export type JobNotes = z.infer<typeof jobNotesSchema>;

// POST /jobphotos: one photo (a data URL, at most 2 MB) for the caller's own open order.
export const addJobPhotoInputSchema = z.object({ orderid: idSchema, ImageData: imageDataUrlSchema });
export type AddJobPhotoInput = z.infer<typeof addJobPhotoInputSchema>;
export const addJobPhotoResponseSchema = envelopeSchema;
