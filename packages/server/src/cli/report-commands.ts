// The reports of the operator CLI, through the running server's /api/ops: `report hmrc` prints the year's
// report to HMRC (DPI XML or CSV) to stdout, so it can be redirected to a file, and says what it was on
// stderr. operator.ts adds it to its command table.
import { hmrcReportResponseSchema, reportFormats } from '@callout/contracts/hmrc-reporting';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type ApiOptions, session } from './operator-api-commands';
import { callOperatorApi } from './operator-session';

export const reportUsage = `
Reports, through the running server (after login):
  report hmrc --year YYYY --format xml|csv [--draft]
                                         the year's report to HMRC from the payouts ledger, on stdout
                                         (redirect it to a file). The first run for a year records it; a
                                         run after refunds changed sellers' figures records and prints a
                                         correcting report of those sellers; --draft records nothing and
                                         works for the current year too`;

export const reportOptions = {
  year: { type: 'string' },
  format: { type: 'string' },
  draft: { type: 'boolean' },
} as const;

export interface ReportFlags {
  year?: string | undefined;
  format?: string | undefined;
  draft?: boolean | undefined;
}

type ReportCommand = (io: CliIo, api: ApiOptions, args: string[], flags: ReportFlags) => Promise<void>;

const usage = 'Usage: report hmrc --year YYYY --format xml|csv [--draft]';

export const reportCommands: Record<string, ReportCommand> = {
  report: async (io, options, [what], flags) => {
    if (what !== 'hmrc' || !flags.year || !flags.format) throw new CliError(usage);
    const format = flags.format.toLowerCase();
    if (!(reportFormats as readonly string[]).includes(format)) throw new CliError(usage);
    const answer = await callOperatorApi(
      io,
      await session(options),
      {
        method: 'POST',
        prefix: '/api/ops',
        path: '/hmrc/reports',
        form: { year: flags.year, format, ...(flags.draft ? { draft: 'true' } : {}) },
      },
      hmrcReportResponseSchema,
    );
    const { data } = answer;
    io.err(`${answer.message} ${data.Kind} ${data.MessageRefID}.`);
    if (data.MissingDetails.length > 0) {
      io.err(`Left out until they give their details: ${data.MissingDetails.join(', ')}`);
    }
    io.out(data.Content.trimEnd());
  },
};
