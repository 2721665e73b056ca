// Timings of this module. The chat's 3 s poll is the spec's and lives in @callout/contracts/constants.

/**
 * The spec fires a search on every keystroke; waiting for a short pause in typing keeps that feel
 * without sending one request per letter.
 */
export const searchDebounceMs = 250;
