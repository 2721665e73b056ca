// Registering with an address that already has an account answers like a fresh registration (so the form
// cannot tell who is registered); the owner is told instead. No code: nothing in it opens the account.
import type { AccountType } from '@callout/contracts/accounts';
import type { Mail } from '../../../infra/mail/mailer';
import type { Writer } from '../../../infra/texts/writer';

export function registrationAttemptMail(to: string, role: AccountType, w: Writer): Mail {
  return {
    to,
    subject: w.t('mails:registrationAttempt.subject'),
    text: [
      w.t(role === 'provider' ? 'mails:registrationAttempt.provider' : 'mails:registrationAttempt.customer'),
      w.t('mails:registrationAttempt.ifYou'),
      w.t('mails:registrationAttempt.ifNot'),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}
