// The order mails to customers: booking confirmed, started, ended, cancelled, each with
// a link to the order, and the must-pay mail when a card hold is gone. Queued in the event's transaction
// (infra/mail/mail-queue.ts), so a mail goes out if and only if its event is committed.
import type { Mail } from '../../../infra/mail/mailer';
import type { Words, Writer } from '../../../infra/texts/writer';
import type { Actor } from '../../orders/state-machine';
import type { SiteLinks } from '../mail/site-links';
import { jobAndWhen } from '../provider-events';

export interface CustomerOrderFacts {
  id: string;
  customer_id: string;
  email: string | null;
  first_name: string | null;
  product_name: string;
  provider_name: string | null;
  scheduled_on: string;
  /** The arrival window, "09:00–11:00"; null: any time that day. */
  job_window: string | null;
  /** The right to cancel, told in the confirmation mail: the product is exempt from it. */
  cancel_exempt?: boolean;
  /** The last day (YYYY-MM-DD, London) of the 14 days to cancel. */
  cancel_until?: string;
  /** The customer expressly asked for the work to start inside those 14 days. */
  start_requested?: boolean;
}

/** What the confirmation mail says of the right to cancel; nothing when the facts were not read. */
function cancelRightLines(order: CustomerOrderFacts, w: Writer): string[] {
  if (order.cancel_exempt) return [w.t('mails:order.cancelRight.exempt')];
  if (!order.cancel_until) return [];
  const period = w.t('mails:order.cancelRight.period', { until: w.day(order.cancel_until) });
  return [
    period,
    w.t(order.start_requested ? 'mails:order.cancelRight.requested' : 'mails:order.cancelRight.notRequested'),
  ];
}

export const customerOrderPath = (orderId: string) => `/details/${encodeURIComponent(orderId)}`;

export type OrderMailEvent =
  | { kind: 'bid' | 'confirmed' | 'accepted' | 'started' | 'ended' }
  | { kind: 'declined'; providerName: string | null }
  | { kind: 'cancelled'; by: Actor }
  | { kind: 'payment-needed'; reason: 'hold-expiring' | 'hold-lost' | 'rescheduled' }
  /** `to`: the proposed date and window, written in the reader's language. */
  | { kind: 'reschedule-proposed'; to: Words }
  | { kind: 'reschedule-answered'; to: Words; accepted: boolean };

/** Why a card hold is gone, for the must-pay mail. */
const holdGone = {
  'hold-lost': 'mails:order.paymentNeeded.holdLost',
  'hold-expiring': 'mails:order.paymentNeeded.holdExpiring',
  rescheduled: 'mails:order.paymentNeeded.rescheduled',
} as const;

function wording(
  event: OrderMailEvent,
  order: CustomerOrderFacts,
  w: Writer,
): { subject: string; lines: string[] } {
  const what = jobAndWhen(w, order.product_name, order.scheduled_on, order.job_window);
  const provider = order.provider_name ?? w.t('mails:order.yourProvider');
  const values = { what, provider };
  switch (event.kind) {
    case 'confirmed':
      return {
        subject: w.t('mails:order.confirmed.subject', values),
        lines: [
          w.t('mails:order.confirmed.said', values),
          w.t('mails:order.confirmed.next', values),
          ...cancelRightLines(order, w),
        ],
      };
    // The booking accepted (the confirmation of a job paid after it ends) and the work started: each
    // confirms on a durable medium the right to cancel and whether the customer asked for the early start.
    case 'started':
      return {
        subject: w.t('mails:order.started.subject', values),
        lines: [
          w.t('mails:order.started.said', values),
          w.t('mails:order.started.next', values),
          ...cancelRightLines(order, w),
        ],
      };
    case 'bid':
    case 'ended':
      return {
        subject: w.t(`mails:order.${event.kind}.subject`, values),
        lines: [w.t(`mails:order.${event.kind}.said`, values), w.t(`mails:order.${event.kind}.next`, values)],
      };
    case 'accepted':
      return {
        subject: w.t('mails:order.accepted.subject', values),
        lines: [w.t('mails:order.accepted.said', values), ...cancelRightLines(order, w)],
      };
    case 'declined': {
      const declining = { what, provider: event.providerName ?? w.t('mails:order.theProvider') };
      return {
        subject: w.t('mails:order.declined.subject', values),
        lines: [w.t('mails:order.declined.said', declining), w.t('mails:order.declined.next', values)],
      };
    }
    case 'cancelled':
      return {
        subject: w.t('mails:order.cancelled.subject', values),
        lines: [w.t(`mails:order.cancelled.${event.by}`, values)],
      };
    case 'reschedule-proposed':
      return {
        subject: w.t('mails:order.rescheduleProposed.subject', values),
        lines: [
          w.t('mails:order.rescheduleProposed.said', { ...values, to: event.to(w) }),
          w.t('mails:order.rescheduleProposed.next'),
        ],
      };
    case 'reschedule-answered':
      return event.accepted
        ? {
            subject: w.t('mails:order.rescheduleAccepted.subject', {
              product: order.product_name,
              to: event.to(w),
            }),
            lines: [w.t('mails:order.rescheduleAccepted.said', { ...values, to: event.to(w) })],
          }
        : {
            subject: w.t('mails:order.rescheduleDeclined.subject', values),
            lines: [w.t('mails:order.rescheduleDeclined.said', { ...values, to: event.to(w) })],
          };
    case 'payment-needed':
      return {
        subject: w.t('mails:order.paymentNeeded.subject', values),
        lines: [w.t(holdGone[event.reason]), w.t('mails:order.paymentNeeded.next')],
      };
  }
}

/** An order mail, written in the customer's language (`writer`). */
export function orderMail(
  event: OrderMailEvent,
  order: CustomerOrderFacts,
  to: string,
  w: Writer,
  siteLinks: SiteLinks,
): Mail {
  const { subject, lines } = wording(event, order, w);
  const greeting = order.first_name
    ? w.t('mails:order.greeting', { name: order.first_name })
    : w.t('mails:order.greetingWithoutName');
  return {
    to,
    subject,
    text: [
      greeting,
      '',
      ...lines,
      '',
      w.t('mails:order.orderNumber', { orderId: order.id }),
      w.t('mails:order.seeOrder', { link: siteLinks.pageUrl(customerOrderPath(order.id)) }),
      '',
      w.t('mails:order.choose'),
    ].join('\n'),
  };
}
