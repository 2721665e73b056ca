// Timings of this module that the spec leaves to us. The spec's own constants (live-location poll, map
// view, booking window, rating range) come from @callout/contracts so client and server agree.
export { bookingWindowDays, mapView, pollIntervalsMs, ratingRange } from '@callout/contracts/constants';

/**
 * The spec fires searches on every keystroke; a short pause (and aborting the previous request) keeps
 * that from becoming a request storm while still feeling instant.
 */
export const searchDebounceMs = 250;

/**
 * How long the provider's page waits for the device's position before reporting without it; shorter
 * than the 5 s poll so one slow fix never delays the next report.
 */
export const positionTimeoutMs = 4000;

/** A position this recent is as good as a new one (the device may be slow to give a fresh fix). */
export const positionMaxAgeMs = 2000;

/**
 * The provider's device sends its position at most this often, and only once it has moved this far
 * since the last one sent: a parked van does not report the same spot every 5 s.
 */
export const positionReport = { minIntervalMs: 5000, minMoveMetres: 25 } as const;
