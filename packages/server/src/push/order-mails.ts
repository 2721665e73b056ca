// The order mails to customers: booking confirmed, started, ended, cancelled, each with
// a link to the order, and the must-pay mail when a card hold is gone. Queued in the event's transaction
// (mail/mail-queue.ts), so a mail goes out if and only if its event is committed.
import { withoutTrailingSlashes } from '../http/trailing-slashes';
import type { Mail } from '../mail/mailer';
import { jobWhen } from '../notifications/provider-events';
import type { Actor } from '../orders/state-machine';

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
}

let site = 'https://callout.co.uk';

/** Where the links in mail point (PUBLIC_SITE_URL; app.ts sets it once). */
export function configureOrderMailLinks(siteUrl: string): void {
  site = withoutTrailingSlashes(siteUrl);
}

export const customerOrderPath = (orderId: string) => `/details/${encodeURIComponent(orderId)}`;

export type OrderMailEvent =
  | { kind: 'bid' | 'confirmed' | 'accepted' | 'started' | 'ended' }
  | { kind: 'declined'; providerName: string | null }
  | { kind: 'cancelled'; by: Actor }
  | { kind: 'payment-needed'; reason: 'hold-expiring' | 'hold-lost' | 'rescheduled' }
  /** `to`: the proposed date and window in words. */
  | { kind: 'reschedule-proposed'; to: string }
  | { kind: 'reschedule-answered'; to: string; accepted: boolean };

const cancelledBy: Record<Actor, string> = {
  customer: 'at your request',
  provider: 'by the provider',
  system: 'by Callout',
};

const holdGone = {
  'hold-lost': 'The hold on your card was gone when the job ended, so the payment could not be taken.',
  'hold-expiring': 'The hold on your card was about to expire, so it was released before the job was done.',
  rescheduled:
    'Your order was moved less than 24 hours before its arrival window, which costs the late fee, so the hold on your card was released for the new total.',
} as const;

function wording(event: OrderMailEvent, order: CustomerOrderFacts): { subject: string; lines: string[] } {
  const what = `${order.product_name} on ${jobWhen(order.scheduled_on, order.job_window)}`;
  const provider = order.provider_name ?? 'your provider';
  switch (event.kind) {
    case 'bid':
      return {
        subject: `New bid on your job: ${what}`,
        lines: [`A provider bid on ${what}.`, 'Open the job to compare the bids and engage a provider.'],
      };
    case 'confirmed':
      return {
        subject: `Booking confirmed: ${what}`,
        lines: [
          `Your booking is confirmed: ${provider} will do ${what}.`,
          'Your payment is secured and held until the job is done.',
        ],
      };
    case 'accepted':
      return {
        subject: `Request accepted: ${what}`,
        lines: [`${provider} accepted your request for ${what}.`],
      };
    case 'declined':
      return {
        subject: `Request declined: ${what}`,
        lines: [
          `${event.providerName ?? 'The provider'} cannot do ${what} and declined your request.`,
          'Open the order to choose another provider who is free that day. Your payment stays as it is.',
        ],
      };
    case 'started':
      return {
        subject: `Your job has started: ${what}`,
        lines: [`${provider} has started ${what}.`, 'You can follow the job and chat from the order page.'],
      };
    case 'ended':
      return {
        subject: `Job completed: ${what}`,
        lines: [
          `Your job ${what} is complete.`,
          'Thank you for booking with Callout. Please leave a review.',
        ],
      };
    case 'cancelled':
      return {
        subject: `Order cancelled: ${what}`,
        lines: [`Your order ${what} was cancelled ${cancelledBy[event.by]}.`],
      };
    case 'reschedule-proposed':
      return {
        subject: `New date proposed: ${what}`,
        lines: [
          `${provider} proposes moving ${what} to ${event.to}.`,
          'Open the order to accept or decline. Until then the order keeps its date.',
        ],
      };
    case 'reschedule-answered':
      return event.accepted
        ? {
            subject: `Order moved: ${order.product_name} on ${event.to}`,
            lines: [`${provider} accepted: your order is moved to ${event.to}.`],
          }
        : {
            subject: `New date declined: ${what}`,
            lines: [`${provider} declined moving the order to ${event.to}. It keeps its date: ${what}.`],
          };
    case 'payment-needed':
      return {
        subject: `Payment needed for ${what}`,
        lines: [holdGone[event.reason], 'Please open the order and use Make Payment to pay again.'],
      };
  }
}

export function orderMail(event: OrderMailEvent, order: CustomerOrderFacts, to: string): Mail {
  const { subject, lines } = wording(event, order);
  const greeting = order.first_name ? `Hello ${order.first_name},` : 'Hello,';
  return {
    to,
    subject,
    text: [
      greeting,
      '',
      ...lines,
      '',
      `Order number: ${order.id}`,
      `See your order: ${site}${customerOrderPath(order.id)}`,
      '',
      'You can choose which mails you get in Settings.',
    ].join('\n'),
  };
}
