// The bell's list (notifications-bell.tsx), loaded the first time the bell opens: the account's notices,
// newest first, a page at a time (older ones load as the end of the list scrolls into view, or with Load
// more), asked for again on each opening. Notices already shown stay when asking again fails for want of a
// connection; a refusal shows the error.
import { parseJson } from '@callout/api-client/client';
import { type Notification, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { formatDateTime } from '@callout/i18n/format';
import { isRefusal, useInfiniteQuery } from '@callout/query';
import { Link } from '@callout/router';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { api } from '../api';
import { requireSuccess } from '../errors';
import type { NotificationsBellProps } from './notifications-props';

interface NotificationsPage {
  items: Notification[];
  next: string | null;
}

/** The page after `before` ('' for the first). */
async function getNotifications(
  call: string,
  before: string,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const reply = await parseJson(
    notificationsResponseSchema,
    api.get(call, { ...(before ? { searchParams: { before } } : {}), signal }),
    `/${call}`,
  );
  const answer = requireSuccess(reply);
  return { items: answer.data ?? [], next: answer.Next ?? null };
}

const when = (time: string) => (Number.isNaN(new Date(time).getTime()) ? time : formatDateTime(time));

export default function NotificationsList({ call, queryKey, prefix, labels }: NotificationsBellProps) {
  // Mounted only while the bell is open: each opening asks again (staleTime 0).
  const notifications = useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) => getNotifications(call, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
  // A notice written between two pages' answers can come twice: each is shown once.
  const seen = new Set<string>();
  const items = (notifications.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.Id) && seen.add(item.Id));
  const kept = notifications.isError && notifications.data !== undefined && !isRefusal(notifications.error);
  return (
    <>
      <ListState
        labels={labels}
        emptyClassName={`${prefix}-empty`}
        status={
          kept
            ? 'ready'
            : loadStatus({
                ...notifications,
                isFetching: notifications.isFetching && !notifications.isFetchingNextPage,
              })
        }
        hasItems={items.length > 0}
        emptyText={labels.empty}
        onRetry={() => void notifications.refetch()}
      />
      <ul className={`${prefix}-bell__rows`}>
        {items.map((item) => (
          <li key={item.Id} className={`${prefix}-bell__row`}>
            {/* Links the server writes point into the app; anything else is shown as plain text. */}
            {item.Link?.startsWith('/') ? (
              <Link to={item.Link}>{item.Notification}</Link>
            ) : (
              <span>{item.Notification}</span>
            )}{' '}
            <time className={`${prefix}-bell__when`} dateTime={item.Time}>
              {when(item.Time)}
            </time>
          </li>
        ))}
      </ul>
      {notifications.hasNextPage ? (
        <LoadMore
          label={labels.loadMore}
          loading={notifications.isFetchingNextPage}
          loadedKey={items.length}
          onLoad={() => void notifications.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
