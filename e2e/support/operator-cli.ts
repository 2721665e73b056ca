// A journey with an operator at work through the operator CLI. The operator is made with the CLI straight in
// the database before the server opens it (the embedded database has one owner at a time), so such a journey
// runs a server of its own on a data directory of its own, then drives the CLI against that server as a
// person would in a terminal.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type RunningServer, repoRoot, startServer } from './server';

export interface Operator {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface OperatorAtWork {
  /** Runs one operator CLI command and answers what it printed (against the server once it runs). */
  ops(args: string[], stdin?: string): string;
  /** Makes the operator, starts the server on `port` and logs the operator in; answers the server. */
  start(port: number): Promise<RunningServer>;
  stop(): Promise<void>;
}

/** `label` names the temporary folders, so a run's leftovers say which journey they were. */
export function operatorAtWork(label: string, operator: Operator): OperatorAtWork {
  const dataDir = mkdtempSync(join(tmpdir(), `callout-${label}-data-`));
  const sessionFile = join(mkdtempSync(join(tmpdir(), `callout-${label}-ops-`)), 'session.json');
  let server: RunningServer | undefined;

  const ops = (args: string[], stdin = '') =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/operator.ts',
        ...args,
        '--session',
        sessionFile,
        ...(server ? ['--server', server.url] : []),
      ],
      {
        cwd: join(repoRoot, 'packages/server'),
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        input: stdin,
        encoding: 'utf8',
      },
    );

  return {
    ops,
    async start(port) {
      const { email, firstName, lastName, password } = operator;
      expect(ops(['create-operator', email, firstName, lastName], password)).toMatch(/^Created operator/);
      server = await startServer(port, { DATA_DIR: dataDir });
      expect(ops(['login', email], password)).toContain(`Logged in as ${email}`);
      return server;
    },
    async stop() {
      await server?.stop();
    },
  };
}
