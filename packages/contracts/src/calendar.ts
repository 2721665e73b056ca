// The calendars: a provider's private feed of their jobs (an .ics address with a secret in it, read by
// calendar apps without a session, renewed from the profile) and the customer's file of one order.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { orderIdQuerySchema } from './fields';

await evaluationBreak();

/** The secret of a feed address: 256 random bits, base64url (43 characters). */
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedSchema = z.object({
  /** The feed's full address ("https://callout.co.uk/api/calendar/<secret>.ics"), on the public site. */
  Url: z.string(),
  /** When this address was made (ISO 8601): renewing makes a new one and the old one stops at once. */
  CreatedAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedResponseSchema = envelopeSchema.extend({ data: calendarFeedSchema.optional() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const calendarFeedNotFound =
  'This calendar address is not in use. Copy the current one from your profile.';
/** The feed's path segment: "<secret>.ics". */
export const calendarFeedParamsSchema = z.object({
  feed: z
    .string({ error: calendarFeedNotFound })
    .refine((feed) => feed.endsWith('.ics') && calendarFeedTokenPattern.test(feed.slice(0, -4)), {
      error: calendarFeedNotFound,
    }),
});

/** GET /ordercalendar?orderid=: the customer's "Add to calendar" file of their own order. */
export const orderCalendarQuerySchema = orderIdQuerySchema;

/** The type every calendar answer has. */
export const calendarMediaType = 'text/calendar; charset=utf-8';
