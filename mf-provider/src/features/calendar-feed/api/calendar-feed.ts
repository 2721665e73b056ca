// GET /provider/calendarfeed (the private feed's address, made on first read) and
// POST /provider/calendarfeed/renew (a new address; the old one stops working at once).
import { parseJson } from '@callout/api-client/client';
import { type CalendarFeed, calendarFeedResponseSchema } from '@callout/contracts/calendar';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@callout/query';
import type { KyInstance } from 'ky';

const noFeed = 'The server sent no calendar address.';

const feedOf = (reply: { data?: CalendarFeed }): CalendarFeed => {
  if (!reply.data) throw new Error(noFeed);
  return reply.data;
};

/** `client`: the module's own, or the server's when it renders Settings (app/server-render.tsx). */
export const calendarFeedQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['calendar-feed'],
    queryFn: async ({ signal }) =>
      feedOf(
        requireSuccess(
          await parseJson(
            calendarFeedResponseSchema,
            client.get('provider/calendarfeed', { signal }),
            '/provider/calendarfeed',
          ),
        ),
      ),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      feedOf(
        requireSuccess(
          await parseJson(
            calendarFeedResponseSchema,
            api.post('provider/calendarfeed/renew'),
            '/provider/calendarfeed/renew',
          ),
        ),
      ),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery().queryKey, feed),
  });
}
