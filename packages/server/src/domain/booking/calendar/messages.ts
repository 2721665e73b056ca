// What the calendar calls answer with. The words inside the calendars are written in the reader's language
// (texts/locales/*/calendar.json).
export const calendarMessages = {
  loaded: 'Calendar address loaded.',
  renewed: 'Your calendar has a new address. The old one no longer works: update it in your calendar app.',
} as const;
