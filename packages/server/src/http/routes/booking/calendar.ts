// The calendars:
//   GET  /calendar/<secret>.ics           the provider's feed, for calendar apps (no session: the secret is the key)
//   GET  /provider/calendarfeed           the provider's feed address (made on first read)
//   POST /provider/calendarfeed/renew     a new address; the old one is a 404 from then on
//   GET  /ordercalendar?orderid=          the customer's "Add to calendar" file of their own order
import {
  type CalendarFeedResponse,
  calendarFeedNotFound,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarMediaType,
  orderCalendarQuerySchema,
} from '@callout/contracts/calendar';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf } from '../../../domain/accounts/account-language';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { orderEvent } from '../../../domain/booking/calendar/calendar-events';
import {
  customerCalendarJob,
  type FeedAddress,
  feedAddress,
  feedOwner,
  providerCalendarJobs,
  renewFeedAddress,
} from '../../../domain/booking/calendar/feed-store';
import { calendarText } from '../../../domain/booking/calendar/ics';
import { calendarMessages } from '../../../domain/booking/calendar/messages';
import { orderMessages } from '../../../domain/orders/messages';
import { publicSiteUrl } from '../../../env';
import { ApiError } from '../../../errors';
import { withoutTrailingSlashes } from '../../../infra/addresses/trailing-slashes';
import { writerFor } from '../../../infra/texts/writer';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerCalendarRoutes(api: FastifyInstance, { db, env }: Services): void {
  const siteUrl = publicSiteUrl(env);
  // On the public site (or the API's own host when PUBLIC_API_BASE_URL names one), as links in mail are.
  const shown = (feed: FeedAddress) => ({
    Url: new URL(
      `${withoutTrailingSlashes(env.PUBLIC_API_BASE_URL)}/calendar/${feed.token}.ics`,
      `${siteUrl}/`,
    ).href,
    CreatedAt: feed.createdAt,
  });
  const sendCalendar = (reply: FastifyReply, text: string, filename?: string) => {
    reply.header('content-type', calendarMediaType).header('cache-control', 'private, no-cache');
    if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(text);
  };

  api.get(
    '/calendar/:feed',
    documented({
      summary: "A provider's private calendar feed of their jobs (iCalendar); the address holds its secret",
      access: 'public',
      params: calendarFeedParamsSchema,
      response: { mediaType: calendarMediaType },
      errors: [404],
    }),
    async (request, reply) => {
      // Anything that is not a well-formed secret is refused before the database is asked.
      const parsed = calendarFeedParamsSchema.safeParse(request.params);
      if (!parsed.success) throw new ApiError(404, calendarFeedNotFound);
      const providerId = await feedOwner(db, parsed.data.feed.slice(0, -'.ics'.length));
      if (!providerId) throw new ApiError(404, calendarFeedNotFound);
      const jobs = await providerCalendarJobs(db, providerId);
      // A calendar app fetches the feed with no page language: the provider's account decides.
      const w = writerFor(await languageOf(db, providerId));
      const events = jobs.map((job) => orderEvent(job, 'provider', siteUrl, w));
      return sendCalendar(reply, calendarText(w.t('calendar:providerCalendarName'), events));
    },
  );

  api.get(
    '/provider/calendarfeed',
    documented({
      summary: 'The address of your private calendar feed',
      access: 'provider',
      response: calendarFeedResponseSchema,
    }),
    async (request): Promise<CalendarFeedResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const feed = await feedAddress(db, provider.id);
      return { success: true, message: calendarMessages.loaded, data: shown(feed) };
    },
  );

  api.post(
    '/provider/calendarfeed/renew',
    documented({
      summary: 'A new address for your calendar feed; the old one stops working at once',
      access: 'provider',
      response: calendarFeedResponseSchema,
    }),
    async (request): Promise<CalendarFeedResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const feed = await renewFeedAddress(db, provider.id);
      request.log.info({ account: provider.id }, 'calendar feed address renewed');
      return { success: true, message: calendarMessages.renewed, data: shown(feed) };
    },
  );

  api.get(
    '/ordercalendar',
    documented({
      summary: 'Your order as a calendar file (iCalendar), to add to your calendar',
      access: 'user',
      query: orderCalendarQuerySchema,
      response: { mediaType: calendarMediaType },
      errors: [404],
    }),
    async (request, reply) => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid } = inputOf(request).query;
      const job = await customerCalendarJob(db, customer.id, orderid);
      if (!job) throw new ApiError(404, orderMessages.orderNotFound);
      const w = writerFor(await languageOf(db, customer.id));
      const text = calendarText(w.t('calendar:customerCalendarName'), [orderEvent(job, 'user', siteUrl, w)]);
      return sendCalendar(reply, text, `callout-${job.id}.ics`);
    },
  );
}
