// Requests and responses of the account calls (sign-up, login, codes, profile), for both roles.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { languages } from './languages';
import { emailSchema, maxImageBytes, passwordSchema, phoneSchema } from './validation';

await evaluationBreak();

/** `operator`: the people who run Callout, created only with the operator CLI. */
export const accountTypeSchema = z.enum(['user', 'provider', 'operator']);
export type AccountType = z.infer<typeof accountTypeSchema>;
/** The accounts that book and serve: everything but operators. */
export type MarketplaceAccountType = Exclude<AccountType, 'operator'>;

// POST /login, /provider/login
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Email and password are required').max(128),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
// Language (not in the spec, optional): the language the account chose, when it has chosen one; a device
// that has no choice of its own shows it.
export const loginResponseSchema = envelopeSchema.extend({
  data: z.object({ Token: z.string().min(1), Language: z.enum(languages).optional() }).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /register, /provider/register (confirmPassword is checked by the form; the server ignores it)
export const registerInputSchema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

// GET /valsession, /logout (and provider variants): status 200 means valid.
export const sessionResponseSchema = envelopeSchema;

// POST /otp (and provider variant): value is the email to send a code to. Signed in, `purpose` says what the
// code is for ('delete' from the delete-account page, 'verify' from the dashboard), and the code works only
// for that; without it (the documented call, value alone) the code verifies the email or deletes the
// account, whichever is asked next. Signed out, the code is always for recovery.
export const otpPurposes = ['verify', 'delete'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
export const sendOtpInputSchema = z.object({
  value: emailSchema,
  purpose: z.enum(otpPurposes).optional(),
});
// POST /verifyemail (and provider variant): value is the code; the session says whose email.
export const verifyEmailInputSchema = z.object({ value: z.string().trim().min(4).max(12) });

// POST /recover
export const recoverInputSchema = z.object({
  email: emailSchema,
  otp: z.string().trim().min(4).max(12),
  password: passwordSchema,
});
export type RecoverInput = z.infer<typeof recoverInputSchema>;

// POST /deleteAccount (and provider variant): value is the code mailed by /otp.
export const deleteAccountInputSchema = z.object({ value: z.string().trim().min(1).max(12) });

export const actionResponseSchema = envelopeSchema;
export type ActionResponse = z.infer<typeof actionResponseSchema>;

// GET /profile
export const customerUserDataSchema = z.object({
  CustomerID: z.string(),
  FirstName: z.string().nullable(),
  Lastname: z.string().nullable(),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  ImgLink: z.string().nullable(),
});
export type CustomerUserData = z.infer<typeof customerUserDataSchema>;
export const customerProfileResponseSchema = envelopeSchema.extend({
  data: z.object({ UserData: z.array(customerUserDataSchema) }).optional(),
});
export type CustomerProfileResponse = z.infer<typeof customerProfileResponseSchema>;

/** Base64 image without the data-URL prefix, at most 2 MB decoded (4/3 inflation of base64). */
export const base64ImageSchema = z
  .string()
  .max(Math.ceil((maxImageBytes * 4) / 3) + 4, {
    error: 'File size exceeds 2MB. Please select a smaller file.',
    abort: true,
  })
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The image is not valid base64');

// POST /updatebio (customer)
export const updateCustomerProfileInputSchema = z.object({
  firstname: z.string().trim().min(1, 'First name is required').max(60),
  lastname: z.string().trim().min(1, 'Last name is required').max(60),
  phone: phoneSchema,
  image: base64ImageSchema.optional(),
});
export type UpdateCustomerProfileInput = z.infer<typeof updateCustomerProfileInputSchema>;

// GET /provider/profile
export const providerUserDataSchema = z.object({
  Email: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Phone: z.string().nullable(),
  Img: z.string().nullable(),
  PersonnelID: z.string(),
  BioInfo: z.string().nullable(),
});
export type ProviderUserData = z.infer<typeof providerUserDataSchema>;

export const providerOrderRowSchema = z.object({
  Orderid: z.string(),
  OrderTime: z.string(),
  Name: z.string(),
  Category: z.string(),
  Currency: z.string(),
  Price: z.number(),
  Rate: z.string(),
  CustomerName: z.string().nullable(),
  OrderStatus: z.string(),
  PaymentStatus: z.string(),
  /** The card payment is held, not taken yet (PaymentStatus reads COMPLETED): shown as held, not paid. */
  PaymentHeld: z.boolean().optional(),
  /** The job's day (YYYY-MM-DD, London). */
  ShipDate: z.string().optional(),
  /** The arrival window that day, "09:00–11:00" (London); null or absent: any time that day. */
  ShipWindow: z.string().nullable().optional(),
});

export const providerProfileResponseSchema = envelopeSchema.extend({
  data: z
    .object({
      /** Active and upcoming orders, soonest job first, the first page. */
      orders: z.array(providerOrderRowSchema),
      /**
       * The `before` of the page after `orders` (GET /provider/upcomingorders), null on the last; absent
       * from older servers, whose `orders` held them all.
       */
      ordersNext: z.string().nullable().optional(),
      UserData: z.array(providerUserDataSchema),
      rating: z.number().nullable(),
      completed: z.number(),
      total: z.number(),
      isEmailVerified: z.boolean(),
      isKYCVerified: z.boolean(),
      isStripeConfigured: z.boolean(),
      isStripeReady: z.boolean(),
      StripeLink: z.string().nullable(),
    })
    .optional(),
});
export type ProviderProfileResponse = z.infer<typeof providerProfileResponseSchema>;

// POST /provider/updatebio
export const updateProviderBioInputSchema = z.object({
  value: z.string().trim().max(150, 'Bio maximum 150 characters'),
});
export const updateProviderBioResponseSchema = envelopeSchema.extend({ data: z.string().optional() });
