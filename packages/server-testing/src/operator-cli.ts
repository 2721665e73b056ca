// The operator CLI run in-process against a suite's test server, as the CLI tests drive it: password
// prompts answered from a list, the session file in a folder of the suite's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '@callout/server/cli/cli-io';
import { runOperatorCli } from '@callout/server/cli/operator';
import { afterAll } from 'vitest';
import type { TestServer } from './harness';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export interface OperatorCli {
  /** `locale`: the operator's shell locale (LANG), none by default. */
  run(argv: string[], secrets?: string[], locale?: string): Promise<CliRun>;
  /** Where `login` keeps the session. */
  sessionFile: string;
}

/** Call at the suite's top level: the session folder is removed after the suite. */
export function operatorCli(server: TestServer): OperatorCli {
  const dir = mkdtempSync(join(tmpdir(), 'callout-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sessionFile = join(dir, 'session.json');
  const run = async (argv: string[], secrets: string[] = [], locale?: string) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      env: server.env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readSecret: async () => secrets.shift() ?? '',
      // The test server owns the database; the CLI must not close it.
      openDatabase: async () => ({ ...server.db, close: async () => undefined }),
      defaultSessionFile: sessionFile,
      fetch: globalThis.fetch,
      locale,
    };
    const code = await runOperatorCli(argv, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  return { run, sessionFile };
}
