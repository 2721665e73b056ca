// The provider-area commands of the operator CLI: KYC and service-request reviews and the
// account list, through the running server's /api/ops. operator.ts adds them to its command table.
import { randomUUID } from 'node:crypto';
import { envelopeSchema } from '@callout/contracts/envelope';
import {
  accountsResponseSchema,
  kycListResponseSchema,
  type OpsKyc,
  type OpsService,
  payoutBatchResponseSchema,
  reconcileResponseSchema,
  refundResponseSchema,
  servicesListResponseSchema,
} from '../domain/ops/ops-contract';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { cliMessages } from './cli-messages';
import { type ApiOptions, session } from './operator-api-commands';
import { createOperator } from './operator-db-commands';
import { callOperatorApi } from './operator-session';
import { when } from './when';

export const opsUsage = `
Provider area, through the running server (after login):
  kyc:list [--all | --status S]          KYC submissions waiting for review (SUBMITTED, UNDER-REVIEW)
  kyc:review <providerId> VERIFIED|QUERIED [--note "…"]   a note is required for QUERIED
  services:list [--all | --status S]     service requests waiting for review
  services:review <requestId> ACTIVE|DENIED|SUSPENDED [--note "…"]
  accounts:list [--role user|provider|operator] [--search text]
  payouts:weekly                         pays the payouts still owed now (the server also runs it by itself,
                                         at PAYOUT_WEEKLY_CRON: Mondays 06:00 London by default)
  payments:reconcile [--order ORD-…]     checks every order's money against the gateway, prints differences
                                         (exit status 1 when any order differs)
  orders:refund <orderId> [--amount 12.50] --reason "…" [--key K]
                                         refunds the customer's card (without --amount: all still refundable)
                                         and takes the provider's share back from their payout; the customer
                                         is mailed the reason. Each run sends an idempotency key (printed);
                                         --key K repeats a run whose answer was lost without refunding twice
  operator:create <email> <first-name> <last-name>   same as create-operator`;

export const opsOptions = {
  amount: { type: 'string' },
  reason: { type: 'string' },
  key: { type: 'string' },
  note: { type: 'string' },
  order: { type: 'string' },
  status: { type: 'string' },
  role: { type: 'string' },
  search: { type: 'string' },
} as const;

export interface OpsFlags {
  all?: boolean | undefined;
  amount?: string | undefined;
  reason?: string | undefined;
  key?: string | undefined;
  note?: string | undefined;
  order?: string | undefined;
  status?: string | undefined;
  role?: string | undefined;
  search?: string | undefined;
}

type OpsCommand = (io: CliIo, api: ApiOptions, args: string[], flags: OpsFlags) => Promise<void>;

const money = (currency: string, amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

/** GET or POST under /api/ops with the saved operator session. */
async function ops<S extends Parameters<typeof callOperatorApi>[3]>(
  io: CliIo,
  options: ApiOptions,
  request: {
    method: 'GET' | 'POST';
    path: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  },
  schema: S,
) {
  return callOperatorApi(io, await session(options), { ...request, prefix: '/api/ops' }, schema);
}

const listFilter = (flags: OpsFlags) => encodeURIComponent(flags.all ? 'all' : (flags.status ?? 'pending'));

function printKyc(io: CliIo, server: string, kyc: OpsKyc): void {
  const link = (path: string | null) => (path ? `${server.replace(/\/$/, '')}${path}` : '-');
  io.out(
    `${kyc.ProviderID}  ${kyc.Status.padEnd(12)}  submitted ${when(kyc.Submitted)}  ${kyc.Email ?? '-'}`,
  );
  io.out(`  ${kyc.FirstName} ${kyc.LastName} (${kyc.Organization}), born ${kyc.DOB}, phone ${kyc.Phone}`);
  io.out(`  Insurance number ${kyc.InsuranceNumber}; ${kyc.Address}, ${kyc.Province}, ${kyc.Country}`);
  io.out(`  Photo ${link(kyc.Photo)}`);
  io.out(`  ID ${link(kyc.idlink)}`);
  io.out(`  Utility bill ${link(kyc.utilitylink)}`);
}

function printService(io: CliIo, service: OpsService): void {
  const range = `${money(service.Currency, service.MinPrice)}–${money(service.Currency, service.MaxPrice)}`;
  io.out(`#${service.RequestID}  ${service.Status.padEnd(12)}  requested ${when(service.Requested)}`);
  io.out(
    `  ${service.Product} (${service.Category} / ${service.Specifics}) at ${money(service.Currency, service.Price)}, range ${range}`,
  );
  io.out(
    `  ${service.ProviderID} ${service.ProviderName ?? '(no name yet)'} <${service.ProviderEmail ?? '-'}>, KYC ${service.KycStatus ?? 'not submitted'}`,
  );
  if (service.Note) io.out(`  Note: ${service.Note}`);
}

const review =
  (what: 'kyc' | 'services', usage: string): OpsCommand =>
  async (io, options, [target, status], flags) => {
    if (!target || !status) throw new CliError(`Usage: ${usage}`);
    const answer = await ops(
      io,
      options,
      {
        method: 'POST',
        path: `/${what}/${encodeURIComponent(target.replace(/^#/, ''))}/review`,
        form: { status: status.toUpperCase(), ...(flags.note ? { note: flags.note } : {}) },
      },
      envelopeSchema,
    );
    io.out(`${target}: ${answer.message}`);
  };

export const opsCommands: Record<string, OpsCommand> = {
  'kyc:list': async (io, options, _args, flags) => {
    const { data } = await ops(
      io,
      options,
      { method: 'GET', path: `/kyc?status=${listFilter(flags)}` },
      kycListResponseSchema,
    );
    const server = (await session(options)).server;
    if (data.length === 0) io.out('No KYC submissions to show.');
    for (const kyc of data) printKyc(io, server, kyc);
  },
  'kyc:review': review('kyc', 'kyc:review <providerId> VERIFIED|QUERIED [--note "…"]'),
  'services:list': async (io, options, _args, flags) => {
    const path = `/services?status=${listFilter(flags)}`;
    const { data } = await ops(io, options, { method: 'GET', path }, servicesListResponseSchema);
    if (data.length === 0) io.out('No service requests to show.');
    for (const service of data) printService(io, service);
  },
  'services:review': review('services', 'services:review <requestId> ACTIVE|DENIED|SUSPENDED [--note "…"]'),
  'accounts:list': async (io, options, _args, flags) => {
    const params = new URLSearchParams({ role: flags.role ?? 'all', search: flags.search ?? '' });
    const { data } = await ops(
      io,
      options,
      { method: 'GET', path: `/accounts?${params}` },
      accountsResponseSchema,
    );
    if (data.length === 0) io.out('No accounts match.');
    for (const account of data) {
      const name = [account.FirstName, account.LastName].filter(Boolean).join(' ') || '(no name)';
      const state = account.Deleted
        ? 'deleted'
        : account.Suspended
          ? `suspended ${when(account.Suspended)}`
          : `${account.EmailVerified ? 'email verified' : 'email not verified'}${account.Role === 'provider' ? `, KYC ${account.KycStatus ?? 'not submitted'}` : ''}`;
      io.out(
        `${account.ID}  ${account.Role.padEnd(8)}  ${account.Email ?? '-'}  ${name}  (${state}, joined ${when(account.Created)})`,
      );
    }
  },
  'payouts:weekly': async (io, options) => {
    const answer = await ops(
      io,
      options,
      { method: 'POST', path: '/payouts/weekly' },
      payoutBatchResponseSchema,
    );
    io.out(`${answer.message} Batch ${answer.data.BatchID}.`);
    for (const [key, minor] of Object.entries(answer.data.Totals)) {
      const [provider, currency = 'gbp'] = key.split(' ');
      io.out(`  ${provider}  ${money(currency.toUpperCase(), minor / 100)}`);
    }
  },
  'payments:reconcile': async (io, options, _args, flags) => {
    const path = flags.order
      ? `/payments/reconcile?orderid=${encodeURIComponent(flags.order)}`
      : '/payments/reconcile';
    const answer = await ops(io, options, { method: 'GET', path }, reconcileResponseSchema);
    io.out(answer.message);
    for (const order of answer.data.Differing) {
      const pounds = (minor: number) => money(order.Currency.toUpperCase(), minor / 100);
      io.out(
        `${order.OrderID}  captured ${pounds(order.Captured)} = refunded ${pounds(order.Refunded)} + fee ${pounds(order.Fee)} + paid ${pounds(order.Paid)} + pending ${pounds(order.Pending)}?`,
      );
      for (const problem of order.Problems) io.out(`  ${problem}`);
    }
    if (answer.data.Differing.length > 0)
      throw new CliError(cliMessages.ordersDiffer(answer.data.Differing.length));
  },
  'orders:refund': async (io, options, [orderId], flags) => {
    const usage = 'Usage: orders:refund <orderId> [--amount 12.50] --reason "…" [--key K]';
    if (!orderId || flags.reason === undefined) throw new CliError(usage);
    const key = flags.key ?? `cli-${randomUUID()}`;
    const answer = await ops(
      io,
      options,
      {
        method: 'POST',
        path: `/orders/${encodeURIComponent(orderId)}/refund`,
        form: { reason: flags.reason, ...(flags.amount === undefined ? {} : { amount: flags.amount }) },
        headers: { 'idempotency-key': key },
      },
      refundResponseSchema,
    );
    const { data } = answer;
    const pounds = (amount: number) => money(data.Currency.toUpperCase(), amount);
    io.out(answer.message);
    io.out(
      `  ${data.RefundID}  ${data.Status}  refunded in all ${pounds(data.Refunded)}, ${pounds(data.Refundable)} left to refund  (key ${key})`,
    );
  },
  'operator:create': (io, _options, args) => createOperator(io, args),
};
