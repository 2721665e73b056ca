// Limits and timings of this module that the spec leaves to us; the spec's own constants (poll interval,
// countdowns, bio and image caps, chart height) come from @callout/contracts so client and server agree.

/**
 * The spec fires searches on every keystroke; a short pause (and aborting the previous request) keeps
 * that from becoming a request storm while still feeling instant.
 */
export const searchDebounceMs = 250;

/** Category and specifics lists retry without end on failure, this far apart. */
export const listRetryDelayMs = 3000;

/** A bid needs the device's position; a fix older than this is still good enough for a distance. */
export const positionMaxAgeMs = 5 * 60 * 1000;
export const positionTimeoutMs = 15_000;

/** Keys of the drafts this module keeps in IndexedDB so nothing typed is lost. */
export const draftKeys = {
  kyc: 'kycForm',
  /** One row per product: `certPrice:<productId>`. */
  certificationPrice: (productId: string) => `certPrice:${productId}`,
  bio: 'bio',
  credential: 'credentialForm',
} as const;

/** Months shown by the chart: the server sends what it has; we show the newest this many. */
export const chartMaxMonths = 12;
