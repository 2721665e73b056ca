// The words of arrival windows, as the customer reads them.
export const windowMessages = {
  notOffered: 'That arrival window is not available. Please choose another.',
  providerBusy: 'This provider already has a job at this arrival window. Please choose another provider.',
  /** A provider bidding on a published job whose window overlaps another job of theirs. */
  busyForBid: 'You already have a job at this arrival window, so you cannot bid on this job.',
  /** A provider bidding on a published job at a time their schedule or working hours do not allow. */
  outsideHoursForBid:
    'This job is outside your working hours or schedule, so you cannot bid on it. You can change them in Manage Schedule.',
  /**
   * A customer engaging a bidder whose schedule, working hours, days off or notice no longer allow the job's
   * time (changed since they bid).
   */
  bidderUnavailable: 'This provider can no longer do the job at this time. Please choose another provider.',
  windowsFound: 'Arrival windows loaded.',
  noWindows: 'No arrival windows are free on this date. Please choose another date.',
  takenNext: (next: string) =>
    `That arrival window is no longer free. The next free window that day is ${next}.`,
  takenNoneLeft:
    'That arrival window is no longer free, and no other window is free that day. Please choose another date.',
  workingHoursLoaded: 'Working hours loaded.',
  workingHoursSaved: 'Working hours saved.',
} as const;
