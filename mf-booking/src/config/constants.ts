// Limits and timings of this module that the spec leaves to us; the spec's own constants (poll intervals,
// booking window, map view, image cap) come from @callout/contracts so client and server agree.

/**
 * The spec fires searches on every keystroke; a short pause (and aborting the previous request) keeps
 * that from becoming a request storm while still feeling instant.
 */
export const searchDebounceMs = 250;

/** Category and specifics lists retry without end on failure, this far apart. */
export const listRetryDelayMs = 3000;

/** Characters typed before the postcode autocomplete asks the gazetteer. */
export const postcodeMinChars = 2;
