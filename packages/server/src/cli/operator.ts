// The support operator's command line: `node --import tsx packages/server/src/cli/operator.ts <command>`.
// Creating operators works on the database; everything else goes through the running server's API.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { accountCommands, accountUsage } from './account-commands';
import { backupCommands, backupUsage } from './backup-commands';
import { CliError } from './cli-error';
import { type CliIo, processIo } from './cli-io';
import { cliLanguage, cliRefusalIn } from './cli-messages';
import { dataRequestCommands, dataRequestOptions, dataRequestUsage } from './data-request-commands';
import {
  type ApiOptions,
  listCases,
  login,
  logout,
  reply,
  setStatus,
  showCase,
} from './operator-api-commands';
import { createOperator, printOperators } from './operator-db-commands';
import { opsCommands, opsOptions, opsUsage } from './ops-commands';
import { reportCommands, reportOptions, reportUsage } from './report-commands';

export const usage = `Usage: operator.ts <command> [arguments] [--server URL] [--session FILE] [--lang pl-PL]

Refusals are printed in --lang, else in the language of LANG (pl_PL.UTF-8: Polish), else in British English.

On the server's machine, with the server's environment (stop the server first if it uses the embedded
database; PostgreSQL does not mind):
  create-operator <email> <first-name> <last-name>   asks for a password (or reads it from stdin)
  list-operators

Through the running server (default http://localhost:$PORT, or --server):
  login <email>               asks for the password; keeps the session in --session (~/.callout-operator.json)
  logout
  list-open-cases [--all | --closed]   NEW and OPEN cases, oldest first
  show <caseId>               the case and its chat
  reply <caseId> <text...> [--reply-to <messageId>]   answers; a NEW case becomes OPEN
  open <caseId>               moves a case to OPEN (also reopens a closed one)
  close <caseId> [--complaint-not-settled]   closes the case: the chat becomes read-only; a complaint
                              closed unsettled mails its owner the dispute resolution body
${opsUsage}
${reportUsage}
${dataRequestUsage}
${accountUsage}
${backupUsage}`;

const options = {
  server: { type: 'string' },
  session: { type: 'string' },
  'reply-to': { type: 'string' },
  all: { type: 'boolean' },
  closed: { type: 'boolean' },
  'complaint-not-settled': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  ...opsOptions,
  ...reportOptions,
  ...dataRequestOptions,
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];
type Command = (io: CliIo, api: ApiOptions, args: string[], flags: Flags) => Promise<void>;

const commands: Record<string, Command> = {
  'create-operator': (io, _api, args) => createOperator(io, args),
  'list-operators': (io) => printOperators(io),
  login: (io, api, args) => login(io, api, args),
  logout: (io, api) => logout(io, api),
  'list-open-cases': (io, api, _args, flags) =>
    listCases(io, api, flags.all ? 'all' : flags.closed ? 'closed' : 'open'),
  show: (io, api, args) => showCase(io, api, args),
  reply: (io, api, args, flags) => reply(io, api, args, flags['reply-to']),
  open: (io, api, args) => setStatus(io, api, args, 'OPEN'),
  close: (io, api, args, flags) =>
    setStatus(io, api, args, 'CLOSED', flags['complaint-not-settled'] ? 'COMPLAINT_NOT_SETTLED' : undefined),
  ...opsCommands,
  ...reportCommands,
  ...dataRequestCommands,
  ...accountCommands,
  ...backupCommands,
};

/** `--lang X` or `--lang=X` as typed, read apart from parseArgs so a refusal of the other flags has it too. */
function langFlagOf(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--lang');
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
}

/** Runs one command and returns the process exit code. */
export async function runOperatorCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options });
    const [name, ...args] = positionals;
    const command = name ? commands[name] : undefined;
    if (!command) {
      io.out(usage);
      return name && !values.help ? 2 : 0;
    }
    await command(
      io,
      { sessionFile: values.session ?? io.defaultSessionFile, server: values.server },
      args,
      values,
    );
    return 0;
  } catch (error) {
    // Our own refusals, and parseArgs' unknown-option errors (TypeErrors with an ERR_PARSE_ARGS code).
    if (error instanceof CliError || (error instanceof TypeError && 'code' in error)) {
      io.err(cliRefusalIn(cliLanguage(langFlagOf(argv), io.locale), error.message));
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runOperatorCli(process.argv.slice(2), processIo(readEnv()));
}
