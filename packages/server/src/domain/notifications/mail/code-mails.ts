import type { Mail } from '../../../infra/mail/mailer';
import type { Writer } from '../../../infra/texts/writer';
import type { CodePurpose } from '../../accounts/auth/one-time-codes';
import { codeLifetimeMinutes } from '../../accounts/auth/one-time-codes';

/** Why the code is mailed: its purpose, or the welcome after registration (a 'verify' code). */
export type CodeMailKind = CodePurpose | 'signup';

/** A one-time code mail, written in the reader's language (`w`). */
export function codeMail(to: string, code: string, kind: CodeMailKind, w: Writer): Mail {
  return {
    to,
    subject: w.t(`mails:code.${kind}.subject`),
    text: [
      w.t('mails:code.is', { code }),
      w.t('mails:code.enter', { use: w.t(`mails:code.${kind}.use`), count: codeLifetimeMinutes }),
      w.t('mails:code.ignore'),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}
