// What the server answers about credentials. The bell's reminders and the mails are written in each
// provider's language: texts/locales/*/notices.json and mails.json (`credential`).
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
