// What the calendar calls answer with, and the words inside the calendars.
export const calendarMessages = {
  loaded: 'Calendar address loaded.',
  renewed: 'Your calendar has a new address. The old one no longer works: update it in your calendar app.',
  providerCalendarName: 'Callout jobs',
  customerCalendarName: 'Callout booking',
  cancelled: 'Cancelled',
} as const;

/** Summary of a job in the provider's feed: "Leak repair (Plumbing) for Sam H." */
export const providerSummary = (product: string, category: string, customer: string | null) =>
  `${product} (${category})${customer ? ` for ${customer}` : ''}`;

/** Summary of the customer's booking: "Leak repair with Amara Okafor". */
export const customerSummary = (product: string, provider: string | null) =>
  `${product}${provider ? ` with ${provider}` : ''}`;
