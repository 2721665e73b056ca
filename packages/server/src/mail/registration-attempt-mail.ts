// Registering with an address that already has an account answers like a fresh registration (so the form
// cannot tell who is registered); the owner is told instead. No code: nothing in it opens the account.
import type { AccountType } from '@callout/contracts/accounts';
import type { Mail } from './mailer';

export function registrationAttemptMail(to: string, role: AccountType): Mail {
  const kind = role === 'provider' ? 'provider' : 'customer';
  return {
    to,
    subject: 'Someone tried to register with your Callout address',
    text: [
      `Someone just tried to register a new Callout ${kind} account with this email address, which already has one.`,
      'If it was you, please log in, or recover your password from the login page if you have forgotten it.',
      'If it was not you, you can ignore this mail: your account has not changed.',
      '',
      'Callout',
    ].join('\n'),
  };
}
