// The operator command line's own refusals, in English as the code words them; printed in the operator's
// language through the API messages' catalogue (locales/*/api.json, `cliMessages`), as the server's refusals
// it relays are. Usage lines stay as they are: they name commands and flags, which are typed in English.
import { type Language, matchLanguage } from '@callout/contracts/languages';
import { apiMessageIn } from '../infra/texts/api-messages';

export const cliMessages = {
  notLoggedIn: 'You are not logged in. Run: login <email>',
  runLogin: 'Run: login <email>',
  cannotReach: (server: string) =>
    `Cannot reach the server at ${server}. Is it running? (--server sets the address)`,
  answered: (status: number) => `The server answered ${status}.`,
  unexpectedShape: 'The server answered in an unexpected shape. Is the CLI from the same release?',
  noChecksum: 'The server answered without a checksum. Is the CLI from the same release?',
  cannotWrite: (file: string, why: string) => `Could not write ${file}: ${why}`,
  noSuchFile: (file: string) => `No such file: ${file}`,
  passwordTooShort: (minimum: number) => `The password must be at least ${minimum} characters.`,
  ordersDiffer: (count: number) => `${count} order(s) differ.`,
  invalidEmail: 'Invalid email',
} as const;

/**
 * The operator's language: `--lang` when given, else the locale of their shell (LC_ALL, LC_MESSAGES, LANG:
 * `pl_PL.UTF-8` is Polish), else British English.
 */
export function cliLanguage(flag: string | undefined, locale: string | undefined): Language {
  const tag = (flag || locale || '').split('.')[0]?.replaceAll('_', '-') ?? '';
  return matchLanguage(tag ? [tag] : []);
}

/** The locale of the operator's shell, as POSIX orders its variables. */
export const shellLocale = (env: NodeJS.ProcessEnv): string | undefined =>
  env.LC_ALL || env.LC_MESSAGES || env.LANG || undefined;

/** A refusal as printed: in the operator's language where the catalogue has it, else as it is. */
export const cliRefusalIn = (language: Language, message: string): string => apiMessageIn(language, message);
