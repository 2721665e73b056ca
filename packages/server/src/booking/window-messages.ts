// The words of arrival windows, as the customer reads them.
export const windowMessages = {
  notOffered: 'That arrival window is not available. Please choose another.',
  providerBusy: 'This provider already has a job at this arrival window. Please choose another provider.',
  windowsFound: 'Arrival windows loaded.',
  noWindows: 'No arrival windows are free on this date. Please choose another date.',
  takenNext: (next: string) =>
    `That arrival window is no longer free. The next free window that day is ${next}.`,
  takenNoneLeft:
    'That arrival window is no longer free, and no other window is free that day. Please choose another date.',
  workingHoursLoaded: 'Working hours loaded.',
  workingHoursSaved: 'Working hours saved.',
} as const;
