// POST /language, /provider/language (not in the spec): keeps the language chosen in a switch on the
// account, so its mails, pushes and notifications are written in it. Apart from accounts.ts, so the pages
// that sign in or show a profile do not carry it.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { languages } from './languages';

await evaluationBreak();

/** A language Callout is written in (`en-GB`, `pl-PL`). */
export const languageSchema = z.enum(languages, 'Choose a language Callout is written in.');

export const accountLanguageInputSchema = z.object({ language: languageSchema });
export type AccountLanguageInput = z.infer<typeof accountLanguageInputSchema>;
export const accountLanguageResponseSchema = envelopeSchema.extend({
  data: z.object({ Language: languageSchema }).optional(),
});
export type AccountLanguageResponse = z.infer<typeof accountLanguageResponseSchema>;
