import type { CodePurpose } from '../auth/one-time-codes';
import { codeLifetimeMinutes } from '../auth/one-time-codes';
import type { Mail } from './mailer';

const uses: Record<CodePurpose, { subject: string; use: string }> = {
  signup: { subject: 'Welcome to Callout: verify your email', use: 'to verify your email address' },
  session: {
    subject: 'Your Callout code',
    use: 'to verify your email address or to confirm deleting your account',
  },
  recover: { subject: 'Reset your Callout password', use: 'to reset your password' },
};

export function codeMail(to: string, code: string, purpose: CodePurpose): Mail {
  const { subject, use } = uses[purpose];
  return {
    to,
    subject,
    text: [
      `Your one-time code is ${code}.`,
      `Enter it ${use}. It is valid for ${codeLifetimeMinutes} minutes and works once.`,
      'If you did not ask for it, you can ignore this mail; nobody can use it without access to your mailbox.',
      '',
      'Callout',
    ].join('\n'),
  };
}
