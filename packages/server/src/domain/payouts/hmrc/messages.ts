import { kycMismatchMessages } from '@callout/contracts/hmrc-reporting';

// The words of the HMRC reporting calls (seller details, the annual report, the seller's statement).
export const hmrcMessages = {
  detailsLoaded: 'Your details for HMRC.',
  detailsMissing: 'You have not given your details for HMRC yet.',
  detailsSaved: 'Thank you: your details for HMRC are saved. An operator will check them.',
  detailsSavedMismatch:
    'Your details for HMRC are saved. They differ from your identity check, so an operator will look at them.',
  sellersListed: 'Sellers whose details for HMRC are missing or not verified.',
  allSellersListed: 'Every seller and their details for HMRC.',
  providerNotFound: 'There is no provider with that id.',
  nothingToVerify: 'This provider has not given their details for HMRC yet.',
  verified: 'The details are marked verified.',
  yearNotEnded: (year: number) =>
    `The year ${year} has not ended: a report covers a whole calendar year. Ask for a draft to see it so far.`,
  reportProduced: (year: number, sellers: number) => `The report for ${year}: ${sellers} seller(s).`,
  correctionProduced: (year: number, sellers: number) =>
    `A correcting report for ${year}: ${sellers} seller(s) whose figures changed since the last report.`,
  reportUnchanged: (year: number) => `Nothing changed since the last report for ${year}: here it is again.`,
  draftProduced: (year: number, sellers: number) =>
    `A draft for ${year}, not recorded: ${sellers} seller(s).`,
  statementLoaded: (year: number) => `What was reported to HMRC about you for ${year}.`,
  statementNone: (year: number) => `Nothing has been reported to HMRC about you for ${year}.`,
} as const;

/** What differs between the details given and the identity check, for the operator who verifies them. */
export const mismatchMessages = kycMismatchMessages;
