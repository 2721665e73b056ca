// The words of credentials: what the server answers, the bell's reminders and the mails.
export const credentialServerMessages = {
  kindsListed: 'Credential kinds loaded.',
  kindAdded: 'Credential kind added.',
  kindChanged: 'Credential kind saved.',
  kindExists: 'A credential kind with this name already exists.',
  requirementsListed: 'Requirements loaded.',
  requirementAdded: 'Requirement added.',
  requirementRemoved: 'Requirement removed.',
  requirementNotFound: 'No such requirement.',
  unknownKind: 'No such credential kind.',
  unknownCategory: 'No such category.',
  unknownProduct: 'No such product.',
  listed: 'Credentials loaded.',
  added: 'Credential sent for checking.',
  queueListed: 'Credentials loaded.',
  notFound: 'No such credential.',
  reviewed: (status: string) => `Credential marked ${status}.`,
  alreadyDecided: 'This credential has already been decided.',
} as const;

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

export const credentialNotices = {
  verified: (name: string) => `Your ${name} is verified: customers see it on your card.`,
  queried: (name: string, note: string) => `Your ${name} needs attention: ${note}`,
  expiring: (name: string, expires: string, days: number) =>
    `Your ${name} expires on ${longDate(expires)} (in ${days} days). Add the renewed one on Credentials so your services keep showing.`,
  expiringSubject: (name: string) => `Your ${name} is about to expire`,
} as const;

export { longDate };
