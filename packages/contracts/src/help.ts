import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

export const faqSchema = z.object({ Question: z.string(), Answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** A help card of the help centre. */
export const helpCardSchema = z.object({
  Icon: z.string(),
  Title: z.string(),
  Description: z.string(),
  Faqs: z.array(faqSchema),
  Link: z.string(),
  Action: z.string(),
});
export type HelpCard = z.infer<typeof helpCardSchema>;

export const helpCenterResponseSchema = envelopeSchema.extend({
  data: z.array(helpCardSchema),
  email: z.string().email(),
});
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>;

export const faqsResponseSchema = envelopeSchema.extend({ data: z.array(faqSchema) });
export type FaqsResponse = z.infer<typeof faqsResponseSchema>;
