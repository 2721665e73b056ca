// Credentials: the kinds operators define (Gas Safe, NICEIC, public liability insurance), which categories
// or products require them, a provider's own credentials and the operator's decision on each, and the
// badges customers see ("Gas Safe registered, checked 3 March 2026").
import { z } from 'zod';
import { base64ImageSchema } from './accounts';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

export const credentialStatuses = ['SUBMITTED', 'QUERIED', 'VERIFIED'] as const;
export const credentialStatusSchema = z.enum(credentialStatuses);
export type CredentialStatus = z.infer<typeof credentialStatusSchema>;

/** Days before an expiry the provider is reminded (bell, push and mail), each once. */
export const credentialReminderDays = [30, 7] as const;

export const credentialKindSchema = z.object({
  KindID: z.number().int(),
  Name: z.string(),
  IssuingBody: z.string(),
  HasNumber: z.boolean(),
  HasExpiry: z.boolean(),
  RegisterUrl: z.string().nullable(),
});
export type CredentialKind = z.infer<typeof credentialKindSchema>;

/** A requirement: any one of its kinds meets it; for a product, a category, or (neither) every product. */
export const credentialRequirementSchema = z.object({
  RequirementID: z.number().int(),
  Category: z.string().nullable(),
  ProductID: z.string().nullable(),
  Product: z.string().nullable(),
  /** In pence; the credential's stated cover must reach it. */
  MinCover: z.number().int().nullable(),
  Kinds: z.array(credentialKindSchema),
});
export type CredentialRequirement = z.infer<typeof credentialRequirementSchema>;

export const credentialSchema = z.object({
  CredentialID: z.number().int(),
  KindID: z.number().int(),
  Name: z.string(),
  IssuingBody: z.string(),
  RegisterUrl: z.string().nullable(),
  Number: z.string().nullable(),
  /** YYYY-MM-DD: the first day it no longer covers; null for a kind that does not expire. */
  Expires: z.string().nullable(),
  /** In pence, when stated. */
  Cover: z.number().int().nullable(),
  Status: credentialStatusSchema,
  /** VERIFIED and not yet expired by the server's clock. */
  Current: z.boolean(),
  Note: z.string().nullable(),
  Submitted: z.string(),
  /** When an operator last decided it (ISO 8601). */
  Checked: z.string().nullable(),
  /** The picture or PDF, at a private address for its provider and operators. */
  Document: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;

export const providerRequirementSchema = z.object({
  RequirementID: z.number().int(),
  Kinds: z.array(z.number().int()),
  MinCover: z.number().int().nullable(),
  Products: z.array(z.string()),
});
export type ProviderRequirement = z.infer<typeof providerRequirementSchema>;

/** What the provider's credentials page shows: theirs, the kinds to choose from, and what their products need. */
export const providerCredentialsResponseSchema = envelopeSchema.extend({
  data: z
    .object({
      Credentials: z.array(credentialSchema),
      Kinds: z.array(credentialKindSchema),
      /** Products the provider offers that are not shown now, and the kinds that would cover each. */
      Uncovered: z.array(
        z.object({ ProductID: z.string(), Product: z.string(), Needs: z.array(z.string()) }),
      ),
      /**
       * The requirements that apply to the products the provider offers: any one of `Kinds` (kind ids) meets
       * one, with at least `MinCover` pence of cover when set; `Products` are the provider's products it covers.
       */
      Requirements: z.array(providerRequirementSchema).optional(),
    })
    .optional(),
});
export type ProviderCredentialsResponse = z.infer<typeof providerCredentialsResponseSchema>;

export const credentialMessages = {
  kindRequired: 'Please choose the credential.',
  numberRequired: 'Please enter the registration or policy number.',
  expiryRequired: 'Please enter the expiry date.',
  expiryPast: 'The expiry date has passed: add the renewed credential.',
  documentRequired: 'Please add a picture or PDF of the credential.',
  documentType: 'Please add a picture (PNG, JPEG, GIF or WebP) or a PDF.',
  coverInvalid: 'Please enter the cover in pounds.',
} as const;

const isoDate = z.iso.date({ error: credentialMessages.expiryRequired });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** A positive whole number sent as text (an id, pounds of cover); JSON numbers and booleans are refused. */
const wholeNumber = (message: string, max = 2_000_000_000) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** "" or absent is none. */
const optional = <T extends z.ZodType<number, string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The largest cover a credential states or a requirement asks for, in whole pounds. */
export const maxCoverPounds = 10_000_000;
const pounds = wholeNumber(credentialMessages.coverInvalid, maxCoverPounds);

// POST /provider/credentials (form body): the document is base64 without the data-URL prefix.
export const credentialInputSchema = z.object({
  kind: wholeNumber(credentialMessages.kindRequired),
  number: optionalText(60),
  expires: z
    .union([z.literal(''), isoDate])
    .optional()
    .transform((value) => value || undefined),
  /** In whole pounds, for insurance. */
  cover: optional(pounds),
  document: base64ImageSchema.min(1, { error: credentialMessages.documentRequired, abort: true }),
});
export type CredentialInput = z.infer<typeof credentialInputSchema>;
export const credentialAddedResponseSchema = envelopeSchema.extend({ data: credentialSchema.optional() });

// The console: kinds, requirements and the verification queue.
export const credentialKindInputSchema = z.object({
  name: z.string().trim().min(2, 'Please enter the name.').max(80, 'Please keep this under 80 characters'),
  issuingBody: z
    .string()
    .trim()
    .min(2, 'Please enter the issuing body.')
    .max(120, 'Please keep this under 120 characters'),
  hasNumber: z.stringbool().default(true),
  hasExpiry: z.stringbool().default(true),
  /** The body's public register, an https address. */
  registerUrl: z
    .string()
    .trim()
    .max(300, 'Please keep this under 300 characters')
    .regex(/^(?:https:\/\/[a-z0-9.-]+(?:\/\S*)?)?$/i, 'Please enter the register’s https address.')
    .optional()
    .transform((value) => value || undefined),
});
export type CredentialKindInput = z.infer<typeof credentialKindInputSchema>;

export const credentialRequirementInputSchema = z
  .object({
    /** A category name, a product id, or neither for every product. */
    category: optionalText(80),
    product: optional(wholeNumber('Please choose a product.')),
    /** One kind id or several, comma separated: any one meets the requirement. */
    kinds: z
      .string({ error: 'Please choose at least one credential.' })
      .trim()
      .max(200, 'Please choose at least one credential.')
      .regex(/^\d{1,9}(?:,\d{1,9}){0,9}$/, 'Please choose at least one credential.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id > 0), 'Please choose at least one credential.'),
    /** In whole pounds. */
    minCover: optional(pounds),
  })
  .refine((input) => !(input.category && input.product), {
    error: 'Choose a category or a product, not both.',
    path: ['product'],
  });
export type CredentialRequirementInput = z.infer<typeof credentialRequirementInputSchema>;

export const credentialKindsResponseSchema = envelopeSchema.extend({
  data: z.array(credentialKindSchema).optional(),
});
export const credentialRequirementsResponseSchema = envelopeSchema.extend({
  data: z.array(credentialRequirementSchema).optional(),
});

export const opsCredentialSchema = credentialSchema.extend({
  ProviderID: z.string(),
  ProviderName: z.string(),
  Email: z.string().nullable(),
});
export type OpsCredential = z.infer<typeof opsCredentialSchema>;
export const opsCredentialsQuerySchema = z.object({
  status: z.enum(['pending', 'all', ...credentialStatuses]).default('pending'),
});
export const opsCredentialsResponseSchema = envelopeSchema.extend({
  data: z.array(opsCredentialSchema).optional(),
});

export const credentialParamsSchema = z.object({ credentialId: wholeNumber('No such credential.') });
export const requirementParamsSchema = z.object({ requirementId: wholeNumber('No such requirement.') });
/** POST /ops/credential-kinds/:kindId changes a kind with the same fields as defining one. */
export const kindParamsSchema = z.object({ kindId: wholeNumber('No such credential kind.') });

// POST /ops/credentials/:credentialId/review: VERIFIED, or QUERIED with a note telling the provider what to fix.
export const credentialReviewInputSchema = z
  .object({
    status: z.enum(['VERIFIED', 'QUERIED'], { error: 'Status must be VERIFIED or QUERIED.' }),
    note: z.string().trim().max(1000, 'Please keep the note under 1000 characters').optional(),
  })
  .refine((input) => input.status !== 'QUERIED' || Boolean(input.note), {
    error: 'Please say what the provider should fix.',
    path: ['note'],
  });
export type CredentialReviewInput = z.infer<typeof credentialReviewInputSchema>;
