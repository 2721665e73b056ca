// Commands that work the support queue through the running server's operator API.
import { loginResponseSchema } from '@callout/contracts/accounts';
import { envelopeSchema } from '@callout/contracts/envelope';
import {
  caseDetailResponseSchema,
  caseQueueResponseSchema,
  type OperatorCase,
  operatorReplyResponseSchema,
} from '../domain/support/operator-contract';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { cliMessages } from './cli-messages';
import {
  callOperatorApi,
  type OperatorSession,
  readSessionFile,
  removeSessionFile,
  writeSessionFile,
} from './operator-session';
import { when } from './when';

export interface ApiOptions {
  sessionFile: string;
  /** --server; otherwise the address saved at login, otherwise this machine's server. */
  server?: string | undefined;
}

export async function session(options: ApiOptions): Promise<OperatorSession> {
  const saved = await readSessionFile(options.sessionFile);
  if (!saved) throw new CliError(cliMessages.notLoggedIn);
  return options.server ? { ...saved, server: options.server } : saved;
}

const caseIdArg = (args: string[], usage: string) => {
  const [caseId] = args;
  if (!caseId) throw new CliError(`Usage: ${usage}`);
  return encodeURIComponent(caseId.toUpperCase());
};

export async function login(io: CliIo, options: ApiOptions, [email]: string[]): Promise<void> {
  if (!email) throw new CliError('Usage: login <email>');
  const server =
    options.server ??
    (await readSessionFile(options.sessionFile))?.server ??
    `http://localhost:${io.env.PORT}`;
  const password = await io.readSecret(`Password for ${email}: `);
  const answer = await callOperatorApi(
    io,
    { server },
    { method: 'POST', path: '/login', form: { email, password } },
    loginResponseSchema,
  );
  if (!answer.data) throw new CliError(answer.message);
  await writeSessionFile(options.sessionFile, { server, token: answer.data.Token, email });
  io.out(`Logged in as ${email} on ${server}.`);
}

export async function logout(io: CliIo, options: ApiOptions): Promise<void> {
  const saved = await readSessionFile(options.sessionFile);
  if (saved) {
    await callOperatorApi(
      io,
      await session(options),
      { method: 'GET', path: '/logout' },
      envelopeSchema,
    ).catch(
      () => undefined, // an expired session is as logged out as it gets
    );
  }
  await removeSessionFile(options.sessionFile);
  io.out('Logged out.');
}

function printCase(io: CliIo, found: OperatorCase): void {
  const owner = `${found.OwnerRole === 'provider' ? 'provider' : 'customer'} ${found.OwnerEmail ?? '(deleted account)'}`;
  io.out(`${found.CaseID}  ${found.Status.padEnd(6)}  opened ${when(found.Created)}  ${owner}`);
  io.out(`  ${found.Subject}`);
  io.out(`  ${found.Messages} message(s), last ${when(found.LastMessage)}`);
}

/** The whole queue, page after page (the server answers 50 cases a page, oldest first). */
export async function listCases(
  io: CliIo,
  options: ApiOptions,
  status: 'open' | 'closed' | 'all',
): Promise<void> {
  const signedIn = await session(options);
  let listed = 0;
  let before = '';
  do {
    const answer = await callOperatorApi(
      io,
      signedIn,
      {
        method: 'GET',
        path: `/cases?status=${status}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      },
      caseQueueResponseSchema,
    );
    for (const found of answer.data) printCase(io, found);
    listed += answer.data.length;
    before = answer.Next ?? '';
  } while (before);
  if (listed === 0) io.out(status === 'open' ? 'No open cases. The queue is empty.' : 'No cases.');
}

export async function showCase(io: CliIo, options: ApiOptions, args: string[]): Promise<void> {
  const caseId = caseIdArg(args, 'show <caseId>');
  const signedIn = await session(options);
  const pageBefore = (before: string) =>
    callOperatorApi(
      io,
      signedIn,
      { method: 'GET', path: `/cases/${caseId}${before ? `?before=${encodeURIComponent(before)}` : ''}` },
      caseDetailResponseSchema,
    );
  // The newest page of the chat comes first; the older ones are put before it, so it reads from the start.
  const { data, Next } = await pageBefore('');
  const messages = [...data.messages];
  for (let before = Next ?? ''; before; ) {
    const older = await pageBefore(before);
    messages.unshift(...older.data.messages);
    before = older.Next ?? '';
  }
  printCase(io, data.case);
  if (messages.length === 0) io.out('  No messages yet.');
  for (const message of messages) {
    const reply = message.ReplyToChatId ? ` (reply to #${message.ReplyToChatId})` : '';
    io.out(`  #${message.Id}  ${when(message.Date)}  ${message.Name ?? message.SenderId}${reply}:`);
    if (message.Message) io.out(`      ${message.Message}`);
    if (message.ImageUrl) io.out(`      [image] ${message.ImageUrl}`);
  }
}

export async function reply(io: CliIo, options: ApiOptions, args: string[], replyTo?: string): Promise<void> {
  const caseId = caseIdArg(args, 'reply <caseId> <text>');
  const text = args.slice(1).join(' ').trim();
  if (!text) throw new CliError('Usage: reply <caseId> <text>');
  const answer = await callOperatorApi(
    io,
    await session(options),
    {
      method: 'POST',
      path: `/cases/${caseId}/reply`,
      form: { Message: text, ...(replyTo ? { ReplyToChatId: replyTo } : {}) },
    },
    operatorReplyResponseSchema,
  );
  io.out(`${answer.message} Message #${answer.data.Id} in ${decodeURIComponent(caseId)}.`);
}

export async function setStatus(
  io: CliIo,
  options: ApiOptions,
  args: string[],
  status: 'OPEN' | 'CLOSED',
  reason?: 'COMPLAINT_NOT_SETTLED',
): Promise<void> {
  const caseId = caseIdArg(args, `${status === 'OPEN' ? 'open' : 'close'} <caseId>`);
  const form: Record<string, string> = reason ? { value: status, reason } : { value: status };
  const answer = await callOperatorApi(
    io,
    await session(options),
    { method: 'POST', path: `/cases/${caseId}/status`, form },
    envelopeSchema,
  );
  io.out(`${decodeURIComponent(caseId)}: ${answer.message}`);
}
