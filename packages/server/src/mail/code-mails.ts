import type { CodePurpose } from '../auth/one-time-codes';
import { codeLifetimeMinutes } from '../auth/one-time-codes';
import type { Mail } from './mailer';

/** Why the code is mailed: its purpose, or the welcome after registration (a 'verify' code). */
export type CodeMailKind = CodePurpose | 'signup';

const uses: Record<CodeMailKind, { subject: string; use: string }> = {
  signup: { subject: 'Welcome to Callout: verify your email', use: 'to verify your email address' },
  verify: { subject: 'Verify your Callout email', use: 'to verify your email address' },
  delete: { subject: 'Confirm deleting your Callout account', use: 'to confirm deleting your account' },
  recover: { subject: 'Reset your Callout password', use: 'to reset your password' },
  'signed-in': {
    subject: 'Your Callout one-time code',
    use: 'to verify your email address, or to confirm deleting your account',
  },
};

export function codeMail(to: string, code: string, kind: CodeMailKind): Mail {
  const { subject, use } = uses[kind];
  return {
    to,
    subject,
    text: [
      `Your one-time code is ${code}.`,
      `Enter it ${use}. It is valid for ${codeLifetimeMinutes} minutes, works once and for nothing else.`,
      'If you did not ask for it, you can ignore this mail; nobody can use it without access to your mailbox.',
      '',
      'Callout',
    ].join('\n'),
  };
}
