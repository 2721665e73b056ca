// Requests for a copy of data in the operator CLI, through the running server's /api/ops: the list with
// each one's one-month clock, and recording a request received by email, post or phone, which the server's
// export job answers like one asked in the app. operator.ts adds them to its command table.
import {
  type OperatorDataRequest,
  operatorDataRequestResponseSchema,
  operatorDataRequestsResponseSchema,
  outsideChannels,
} from '@callout/contracts/data-requests';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type ApiOptions, session } from './operator-api-commands';
import { callOperatorApi } from './operator-session';
import { when } from './when';

export const dataRequestUsage = `
Requests for a copy of data, through the running server (after login):
  datarequests:list                      every request, open ones first, with its due date (one month)
  datarequests:record <accountId> --channel email|post|phone [--received YYYY-MM-DD] [--note "…"]
                                         records a request received outside the app (its clock runs from
                                         --received, today by default); the account is mailed the link to
                                         its archive like a request made in the app`;

export const dataRequestOptions = {
  channel: { type: 'string' },
  received: { type: 'string' },
  note: { type: 'string' },
} as const;

export interface DataRequestFlags {
  channel?: string | undefined;
  received?: string | undefined;
  note?: string | undefined;
}

type DataRequestCommand = (
  io: CliIo,
  api: ApiOptions,
  args: string[],
  flags: DataRequestFlags,
) => Promise<void>;

const recordUsage =
  'Usage: datarequests:record <accountId> --channel email|post|phone [--received YYYY-MM-DD] [--note "…"]';

function printRequest(io: CliIo, request: OperatorDataRequest): void {
  const overdue = request.Overdue ? '  OVERDUE' : '';
  io.out(
    `#${request.ID}  ${request.Status.padEnd(10)}  ${(request.Channel ?? 'app').padEnd(5)}  asked ${when(request.AskedOn)}  due ${when(request.DueBy)}${overdue}`,
  );
  io.out(`  ${request.AccountID} <${request.Email ?? '-'}> (${request.Role})`);
  if (request.RecordedBy)
    io.out(`  Recorded by ${request.RecordedBy}${request.Note ? `: ${request.Note}` : ''}`);
}

export const dataRequestCommands: Record<string, DataRequestCommand> = {
  'datarequests:list': async (io, options) => {
    const { data } = await callOperatorApi(
      io,
      await session(options),
      { method: 'GET', prefix: '/api/ops', path: '/datarequests' },
      operatorDataRequestsResponseSchema,
    );
    if (data.length === 0) io.out('No requests for data.');
    for (const request of data) printRequest(io, request);
  },
  'datarequests:record': async (io, options, [accountId], flags) => {
    const channel = flags.channel?.toLowerCase();
    if (!accountId || !channel || !(outsideChannels as readonly string[]).includes(channel)) {
      throw new CliError(recordUsage);
    }
    const answer = await callOperatorApi(
      io,
      await session(options),
      {
        method: 'POST',
        prefix: '/api/ops',
        path: '/datarequests',
        form: {
          accountid: accountId,
          channel,
          ...(flags.received ? { receivedon: flags.received } : {}),
          ...(flags.note ? { note: flags.note } : {}),
        },
      },
      operatorDataRequestResponseSchema,
    );
    io.out(answer.message);
    printRequest(io, answer.data);
  },
};
