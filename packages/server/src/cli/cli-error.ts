/** A failure the operator can act on: printed as it is, without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}
