// Support cases and chat. Customers and providers (/provider/...) use the same shapes; order chats between
// customer and provider go through the same chat calls under category ORDER.
import { z } from 'zod';
import { supportSubjectLength } from './constants';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, imageDataUrlSchema, optionalField, searchSchema } from './fields';

await evaluationBreak();

/** A NEW case has no one on it yet: the list alerts instead of opening the chat. */
export const newCaseStatus = 'NEW';
/** A CLOSED chat shows 'Chat not available' and hides the input. */
export const closedChatStatus = 'CLOSED';

export const supportCaseSchema = z.object({
  CaseID: z.string(),
  Subject: z.string(),
  Status: z.string(),
  Created: z.string(),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** A page of a list of support cases (the account's own, the operators' queue). */
export const supportCasesPageSize = 50;

/**
 * A keyset cursor of a list kept in the order cases were opened: when the page's last case was opened, in
 * microseconds since 1970, `~`, its id (many cases can share a moment).
 */
export const caseCursorSchema = z
  .string()
  .regex(/^\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'The reference is missing or not valid.');

// POST /loadsupportcases, /provider/loadsupportcases: value is the search text. Newest first, a page at a
// time: `before` (the `Next` of a page) asks for the page after it.
export const loadSupportCasesInputSchema = z.object({
  value: searchSchema,
  before: optionalField(caseCursorSchema),
});
export type LoadSupportCasesInput = z.input<typeof loadSupportCasesInputSchema>;
/**
 * A page of cases, newest first. `Next` is the `before` of the next page, null on the last; an older client
 * reads `data` alone and gets the first page.
 */
export const supportCasesResponseSchema = envelopeSchema.extend({
  data: z.array(supportCaseSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type SupportCasesResponse = z.infer<typeof supportCasesResponseSchema>;

export const supportSubjectMessage = 'Please give us a short description of your support request';

/** Case numbers are CS- and 8 characters of Crockford's base 32 (no I, L, O or U): easy to read out. */
export const supportCaseIdAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const supportCaseIdPattern = /^CS-[0-9A-HJKMNP-TV-Z]{8}$/;
export const supportCaseIdMessage = 'A case number is CS- followed by 8 letters or digits.';

// POST /newsupportcase, /provider/newsupportcase: value is the subject. CaseID, optional, is a case number
// the app proposes for a case opened offline, so the case's chat can be written in before the case reaches
// the server; without it the server picks one. The answer names the case either way.
export const newSupportCaseInputSchema = z.object({
  value: z
    .string({ error: supportSubjectMessage })
    .trim()
    .min(supportSubjectLength.min, supportSubjectMessage)
    .max(supportSubjectLength.max, supportSubjectMessage),
  CaseID: optionalField(
    z
      .string({ error: supportCaseIdMessage })
      .trim()
      .toUpperCase()
      .regex(supportCaseIdPattern, supportCaseIdMessage),
  ),
});
export type NewSupportCaseInput = z.infer<typeof newSupportCaseInputSchema>;
export const newSupportCaseResponseSchema = envelopeSchema.extend({
  data: z.object({ CaseID: z.string() }).optional(),
});
export type NewSupportCaseResponse = z.infer<typeof newSupportCaseResponseSchema>;

export const chatCategorySchema = z.enum(['SUPPORT', 'ORDER']);
export type ChatCategory = z.infer<typeof chatCategorySchema>;

export const chatMessageSchema = z.object({
  Id: z.string(),
  SenderId: z.string(),
  Name: z.string().nullable(),
  Message: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  Date: z.string(),
  ReplyToChatId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of chat messages: the newest, then older ones as the reader scrolls up. */
export const chatPageSize = 50;

// POST /loadchats (polled every 3 s): chatid is the case id, or the order id for an order chat. It answers
// the newest page of messages, oldest first; `before` (the `Next` of a page) asks for the page before it.
export const loadChatsInputSchema = z.object({
  category: chatCategorySchema,
  chatid: idSchema,
  before: optionalField(z.string().regex(/^\d{1,18}$/, 'The reference is missing or not valid.')),
});
export type LoadChatsInput = z.input<typeof loadChatsInputSchema>;
/**
 * `userid` is the caller, so the page can tell (and only let you delete) your own messages. `Next` is the
 * `before` of the page of older messages, null when this page starts at the first message.
 */
export const loadChatsResponseSchema = envelopeSchema.extend({
  data: z.array(chatMessageSchema).optional(),
  userid: z.string().optional(),
  status: z.string().optional(),
  Next: z.string().nullable().optional(),
});
export type LoadChatsResponse = z.infer<typeof loadChatsResponseSchema>;

// POST /delChat: only your own message.
export const deleteChatInputSchema = z.object({ id: idSchema });
export type DeleteChatInput = z.infer<typeof deleteChatInputSchema>;
export const deleteChatResponseSchema = envelopeSchema;

export const maxChatMessageLength = 2000;
export const chatMessageRequiredMessage = 'Please type a message or attach an image.';

// POST /newchat: text, an image (data URL), or both.
export const newChatInputSchema = z
  .object({
    ChatId: idSchema,
    Message: optionalField(
      z
        .string()
        .trim()
        .max(maxChatMessageLength, `Messages are limited to ${maxChatMessageLength} characters`),
    ),
    Category: chatCategorySchema,
    ImageData: optionalField(imageDataUrlSchema),
    ReplyToChatId: optionalField(idSchema),
  })
  .refine((input) => Boolean(input.Message) || Boolean(input.ImageData), {
    error: chatMessageRequiredMessage,
    path: ['Message'],
  });
export type NewChatInput = z.infer<typeof newChatInputSchema>;
export const newChatResponseSchema = envelopeSchema;
