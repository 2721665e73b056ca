// Suspending and reinstating an account from the operator CLI, through the running
// server's /api/ops like the console, so both are audited the same way.
import { envelopeSchema } from '@callout/contracts/envelope';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type ApiOptions, session } from './operator-api-commands';
import { callOperatorApi } from './operator-session';

export const accountUsage = `
Accounts, through the running server (after login):
  account:suspend <accountId> --note "why"     the owner cannot log in, is logged out and is mailed;
                                               a provider's listings vanish from customers
  account:reinstate <accountId> [--note "…"]   reverses it; the owner is mailed`;

type AccountCommand = (
  io: CliIo,
  api: ApiOptions,
  args: string[],
  flags: { note?: string | undefined },
) => Promise<void>;

const accountAction =
  (action: 'suspend' | 'reinstate', usage: string): AccountCommand =>
  async (io, options, [accountId], flags) => {
    if (!accountId) throw new CliError(`Usage: ${usage}`);
    const answer = await callOperatorApi(
      io,
      await session(options),
      {
        method: 'POST',
        prefix: '/api/ops',
        path: `/accounts/${encodeURIComponent(accountId)}/${action}`,
        form: flags.note ? { note: flags.note } : {},
      },
      envelopeSchema,
    );
    io.out(`${accountId}: ${answer.message}`);
  };

export const accountCommands: Record<string, AccountCommand> = {
  'account:suspend': accountAction('suspend', 'account:suspend <accountId> --note "why"'),
  'account:reinstate': accountAction('reinstate', 'account:reinstate <accountId> [--note "…"]'),
};
