// An order as a calendar event. In a window, the provider's event runs from the window's start to the end
// of the time the job holds them (busy_until), the customer's over the arrival window; with only a date it
// is a whole-day event (any time that day). The address is the one the order page would show the viewer.
import { businessTimeZone } from '@callout/contracts/london-time';
import { withoutTrailingSlashes } from '../../../infra/addresses/trailing-slashes';
import type { Writer } from '../../../infra/texts/writer';
import { districtAddress, providerSeesFullAddress } from '../../orders/address-privacy';
import type { CalendarJobRow } from './feed-store';
import type { IcsEvent, IcsStatus } from './ics';

const statusOf = (row: CalendarJobRow): IcsStatus =>
  row.status === 'CANCELLED' ? 'CANCELLED' : row.status === 'NEW ORDER' ? 'TENTATIVE' : 'CONFIRMED';

/** "09:00–11:00" of two ISO instants, in London. */
const londonWindow = (from: string, until: string) => {
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString('en-GB', {
      timeZone: businessTimeZone,
      hour: '2-digit',
      minute: '2-digit',
    });
  return `${time(from)}–${time(until)}`;
};

/** Summary of a job in the provider's feed: "Leak repair (Plumbing) for Sam H." */
const providerSummary = (row: CalendarJobRow, w: Writer) => {
  const job = { product: row.product_name, category: row.category };
  return row.customer_name
    ? w.t('calendar:providerSummaryFor', { ...job, customer: row.customer_name })
    : w.t('calendar:providerSummary', job);
};

/** Summary of the customer's booking: "Leak repair with Amara Okafor". */
const customerSummary = (row: CalendarJobRow, w: Writer) =>
  row.provider_name
    ? w.t('calendar:customerSummaryWith', { product: row.product_name, provider: row.provider_name })
    : row.product_name;

/** The event, its words in the viewer's language (`w`). */
export function orderEvent(
  row: CalendarJobRow,
  viewer: 'user' | 'provider',
  siteUrl: string,
  w: Writer,
): IcsEvent {
  // The rule of the order page (address-privacy.ts): the provider's full address once the order is secured.
  const location =
    viewer === 'user' || providerSeesFullAddress(row)
      ? `${row.address}, ${row.zip_code}`
      : districtAddress(row).address;
  const until = viewer === 'provider' ? row.busy_until : row.window_ends;
  const timed = row.window_starts && until;
  const description = [
    w.t('calendar:order', { orderId: row.id }),
    ...(row.window_starts && row.window_ends
      ? [w.t('calendar:arriving', { window: londonWindow(row.window_starts, row.window_ends) })]
      : []),
    w.t(`calendar:status.${row.status}`),
    ...(viewer === 'provider' && row.note ? [row.note] : []),
  ].join('\n');
  const page = viewer === 'provider' ? `/provider/details/${row.id}` : `/details/${row.id}`;
  return {
    uid: `${row.id}@callout.co.uk`,
    ...(timed
      ? { starts: new Date(row.window_starts as string), ends: new Date(until) }
      : { day: row.scheduled_on }),
    summary: viewer === 'provider' ? providerSummary(row, w) : customerSummary(row, w),
    description,
    location,
    url: `${withoutTrailingSlashes(siteUrl)}${page}`,
    status: statusOf(row),
    sequence: row.sequence,
    changedAt: new Date(row.updated_at),
  };
}
