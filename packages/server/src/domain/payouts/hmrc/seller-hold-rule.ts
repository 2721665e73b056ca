// The rule that holds a provider's payouts until they give their details for HMRC (docs/compliance.md): how
// many reminders first, how far apart, how long after the first, and the reason a held payout records.
// Read by the reminders job (seller-reminders.ts) and by the payouts' own statements (seller-reminder-store.ts).

/** Reminders a provider has had before their payouts wait (the initial request counts as the first). */
export const remindersBeforeHold = 2;
/** Days from the first reminder before payouts may wait, as the OECD model rules allow. */
export const daysBeforeHold = 60;
/** Days a reminder waits after the provider's previous one; reminders closer together count as one. */
export const daysBetweenReminders = 7;
/** The London day of the year ("MM-DD") from which the collection deadline's reminder is sent. */
export const deadlineReminderFrom = '11-01';
/** The reason a held payout records. */
export const sellerDetailsHold = 'seller-details';
