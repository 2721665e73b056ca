// What the two sides of a series are told, each in their own language, like the order notices: the provider
// by their bell, a push and (when switched on) a mail; the customer, who has no bell, by a push and a mail
// (following their switch for the kind). The provider hears of a new series; the customer hears of the
// provider's answer, and of a visit the provider cannot take, which waits for the customer's choice. Each side
// hears when the other pauses, resumes or ends the series, or when the other closes their account (which ends
// it); and the customer hears when a visit is booked as an order, which they then pay like any other.
import { windowLabelFrom } from '@callout/contracts/arrival-windows';
import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../../../infra/db/database';
import { queueMail } from '../../../infra/mail/mail-queue';
import { type Words, type Writer, writerFor } from '../../../infra/texts/writer';
import { languageOf } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notify } from '../../notifications/notify';
import { jobAndWhen, jobWhen } from '../../notifications/provider-events';
import { wantsMail } from '../../notifications/push/notification-settings';
import { customerOrderPath } from '../../notifications/push/order-mails';
import { pushNotice } from '../../notifications/push/push-notice';
import { type SeriesFacts, seriesFacts } from './series-notice-queries';

/** Where each side answers or changes its series: the orders page lists them. */
export const seriesLinks = { customer: '/orders', provider: '/provider/orders' } as const;

/** The customer's first name, or "Your customer". */
const customerOf = (w: Writer, series: SeriesFacts) =>
  series.customer_first_name ?? w.t('notices:series.yourCustomer');

const cadenceKeys = {
  7: 'notices:series.cadence.7',
  14: 'notices:series.cadence.14',
  28: 'notices:series.cadence.28',
} as const;

const cadence = (w: Writer, everyDays: number) =>
  w.t(cadenceKeys[everyDays as keyof typeof cadenceKeys] ?? cadenceKeys[7]);

/** The provider's name, or "Your provider". */
const providerOf = (w: Writer, series: SeriesFacts) =>
  series.provider_name ?? w.t('notices:customer.yourProvider');

/** A push to the customer, and a mail when their switch for the kind is on; nothing once they are gone. */
async function tellCustomer(
  db: Queryable,
  siteLinks: SiteLinks,
  series: SeriesFacts,
  kind: NotificationKind,
  words: Words,
  once: string,
  link: string = seriesLinks.customer,
): Promise<void> {
  if (series.customer_deleted) return;
  await pushNotice(db, series.customer_id, kind, words, link, once);
  if (!series.customer_email || !(await wantsMail(db, series.customer_id, kind))) return;
  const w = writerFor(await languageOf(db, series.customer_id));
  await queueMail(db, {
    to: series.customer_email,
    subject: w.t(`notices:titles.${kind}`),
    text: [
      series.customer_first_name
        ? w.t('mails:order.greeting', { name: series.customer_first_name })
        : w.t('mails:order.greetingWithoutName'),
      '',
      words(w),
      '',
      w.t('mails:notice.open', { link: siteLinks.pageUrl(link) }),
      '',
      w.t('mails:order.choose'),
    ].join('\n'),
  });
}

/** A new series waits for its provider's one answer. */
export async function noticeSeriesProposed(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  await notify(
    db,
    series.provider_id,
    (w) =>
      w.t('notices:series.proposed', {
        product: series.product_name,
        cadence: cadence(w, series.every_days),
        when: jobWhen(w, series.first_on, windowLabelFrom(series.window_start)),
      }),
    seriesLinks.provider,
    { once: `series-proposed-${series.id}`, push: 'DIRECT_REQUEST', siteLinks },
  );
}

/**
 * The provider's answer: an accepted series confirms the bookings to come (the booking switch); a declined
 * one, like a declined request, needs the customer to act (the cancellation switch).
 */
export async function noticeSeriesAnswered(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
  accepted: boolean,
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  await tellCustomer(
    db,
    siteLinks,
    series,
    accepted ? 'BOOKING_CONFIRMED' : 'ORDER_CANCELLED',
    (w) =>
      w.t(accepted ? 'notices:series.accepted' : 'notices:series.declined', {
        provider: providerOf(w, series),
        product: series.product_name,
        cadence: cadence(w, series.every_days),
      }),
    `series-answered-${series.id}`,
  );
}

/**
 * A visit the provider cannot take (another job, a day off, hours that no longer cover it): the customer is
 * asked to choose another provider or skip it, and the provider's bell records it. Told once per visit.
 */
export async function noticeVisitNeedsChoice(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
  day: string,
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  const what = (w: Writer) => jobAndWhen(w, series.product_name, day, windowLabelFrom(series.window_start));
  const once = `series-choice-${series.id}-${day}`;
  await tellCustomer(
    db,
    siteLinks,
    series,
    'ORDER_CANCELLED',
    (w) => w.t('notices:series.needsChoice', { provider: providerOf(w, series), what: what(w) }),
    once,
  );
  await notify(
    db,
    series.provider_id,
    (w) => w.t('notices:series.providerMissed', { what: what(w) }),
    seriesLinks.provider,
    { once },
  );
}

export type SeriesChange = 'PAUSE' | 'RESUME' | 'END';

/** What the other side reads when one side changes the series. */
const changeKeys = {
  customer: {
    PAUSE: 'notices:series.pausedByCustomer',
    RESUME: 'notices:series.resumedByCustomer',
    END: 'notices:series.endedByCustomer',
  },
  provider: {
    PAUSE: 'notices:series.pausedByProvider',
    RESUME: 'notices:series.resumedByProvider',
    END: 'notices:series.endedByProvider',
  },
} as const;

/**
 * One side paused, resumed or ended the series: the other is told. The provider by their bell, a push and a
 * mail as for a cancelled order (a resume as for a new request); the customer by a push and a mail
 * (ORDER_CANCELLED for a pause or an end, BOOKING_CONFIRMED for a resume).
 */
export async function noticeSeriesChanged(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
  by: 'customer' | 'provider',
  action: SeriesChange,
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  const once = `series-${action.toLowerCase()}-${series.id}-${Date.now()}`;
  const key = changeKeys[by][action];
  if (by === 'customer') {
    await notify(
      db,
      series.provider_id,
      (w) =>
        w.t(key, {
          customer: customerOf(w, series),
          product: series.product_name,
          cadence: cadence(w, series.every_days),
        }),
      seriesLinks.provider,
      { once, push: action === 'RESUME' ? 'DIRECT_REQUEST' : 'ORDER_CANCELLED', siteLinks },
    );
    return;
  }
  await tellCustomer(
    db,
    siteLinks,
    series,
    action === 'RESUME' ? 'BOOKING_CONFIRMED' : 'ORDER_CANCELLED',
    (w) =>
      w.t(key, {
        provider: providerOf(w, series),
        product: series.product_name,
        cadence: cadence(w, series.every_days),
      }),
    once,
  );
}

/** The account on one side was deleted, which ended the series: the other side is told. */
export async function noticeSeriesAccountClosed(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
  closed: 'customer' | 'provider',
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  const once = `series-closed-${series.id}`;
  const words: Words = (w) =>
    w.t(closed === 'customer' ? 'notices:series.customerClosed' : 'notices:series.providerClosed', {
      product: series.product_name,
      cadence: cadence(w, series.every_days),
    });
  if (closed === 'customer') {
    await notify(db, series.provider_id, words, seriesLinks.provider, {
      once,
      push: 'ORDER_CANCELLED',
      siteLinks,
    });
    return;
  }
  await tellCustomer(db, siteLinks, series, 'ORDER_CANCELLED', words, once);
}

/**
 * A visit booked as its own order by the runner: the customer is told it is booked and that it waits for
 * their payment, with the order's page to pay it on (the booking switch). Told once per visit.
 */
export async function noticeVisitBooked(
  db: Queryable,
  siteLinks: SiteLinks,
  seriesId: string,
  day: string,
  orderId: string,
): Promise<void> {
  const series = await seriesFacts(db, seriesId);
  if (!series) return;
  await tellCustomer(
    db,
    siteLinks,
    series,
    'BOOKING_CONFIRMED',
    (w) =>
      w.t('notices:series.visitBooked', {
        provider: providerOf(w, series),
        what: jobAndWhen(w, series.product_name, day, windowLabelFrom(series.window_start)),
      }),
    `series-booked-${series.id}-${day}`,
    customerOrderPath(orderId),
  );
}
