import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

/** Every response of the API carries `success` and `message`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const withData = <T extends z.ZodType>(data: T) => envelopeSchema.extend({ data });

export const failure = (message: string): Envelope => ({ success: false, message });
