// What the data-request calls answer with, and the mail that carries the download link.
export const dataRequestMessages = {
  asked: 'We are preparing your data. We will email you a link to download it, usually within minutes.',
  alreadyAsked: 'You have already asked for your data: we will email you when it is ready.',
  alreadyReady: 'Your data is ready: use the link we emailed you.',
  loaded: 'Data request loaded.',
  none: 'You have not asked for your data yet.',
  badLink: 'This download link is not valid for this account. Sign in to the account that asked for it.',
  used: 'This download link has already been used. Ask for your data again to get a new one.',
  expired: 'This download link has expired. Ask for your data again to get a new one.',
  listed: 'Data requests loaded.',
  recorded:
    'Request recorded. Their data is being prepared; the download link will be emailed to the account.',
  alreadyOpen: 'This account already has an open request, which answers this one too.',
  accountNotFound: 'No customer or provider account has this ID.',
  receivedInFuture: 'receivedon must be the day the request arrived, like 2026-03-31, not in the future.',
} as const;
