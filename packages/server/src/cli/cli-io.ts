// What the operator CLI needs from the outside world, so tests can run it in-process.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Env } from '../env';
import type { Database } from '../infra/db/database';
import { openDatabase } from '../infra/db/database';
import { shellLocale } from './cli-messages';

export interface CliIo {
  env: Env;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for a secret: hidden input on a terminal, otherwise the first line of stdin. */
  readSecret: (prompt: string) => Promise<string>;
  openDatabase: () => Promise<Database>;
  /** Where `login` keeps the operator's session between commands. */
  defaultSessionFile: string;
  fetch: typeof fetch;
  /** The locale of the operator's shell (LC_ALL, LC_MESSAGES, LANG): the language refusals are printed in. */
  locale?: string | undefined;
}

async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  process.stderr.write(prompt);
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Typed characters must not be echoed; readline writes through this hook.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stderr.write('\n');
  return answer;
}

export function processIo(env: Env): CliIo {
  return {
    env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readSecret,
    openDatabase: () => openDatabase(env),
    defaultSessionFile: join(homedir(), '.callout-operator.json'),
    fetch: globalThis.fetch,
    locale: shellLocale(process.env),
  };
}
