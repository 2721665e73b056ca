// The operator's session between CLI commands: the server's address and a Bearer token, in a file only
// the operator can read (like `gh auth login`).
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { cliMessages } from './cli-messages';

export interface OperatorSession {
  server: string;
  token: string;
  email: string;
}

export async function readSessionFile(file: string): Promise<OperatorSession | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<OperatorSession>;
    return parsed.server && parsed.token && parsed.email ? (parsed as OperatorSession) : null;
  } catch {
    return null;
  }
}

export async function writeSessionFile(file: string, session: OperatorSession): Promise<void> {
  await writeFile(file, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // writeFile keeps the mode of a file that already existed
}

export const removeSessionFile = (file: string) => rm(file, { force: true });

/** Calls the operator API and returns its validated answer; refusals become the server's message. */
export async function callOperatorApi<S extends z.ZodType>(
  io: CliIo,
  target: { server: string; token?: string },
  request: {
    method: 'GET' | 'POST';
    path: string;
    form?: Record<string, string>;
    /** The API the path is under: the support queue's /api/operator, or the provider tools' /api/ops. */
    prefix?: string;
    /** More headers, e.g. an Idempotency-Key. */
    headers?: Record<string, string>;
  },
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await io.fetch(
      `${target.server.replace(/\/$/, '')}${request.prefix ?? '/api/operator'}${request.path}`,
      {
        method: request.method,
        headers: {
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...request.headers,
        },
        ...(request.form ? { body: new URLSearchParams(request.form).toString() } : {}),
      },
    );
  } catch {
    throw new CliError(cliMessages.cannotReach(target.server));
  }
  const body = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null;
  if (!response.ok || body?.success !== true) {
    const message = typeof body?.message === 'string' ? body.message : cliMessages.answered(response.status);
    const hint = response.status === 401 && request.path !== '/login' ? ` ${cliMessages.runLogin}` : '';
    throw new CliError(`${message}${hint}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new CliError(cliMessages.unexpectedShape);
  return parsed.data;
}
