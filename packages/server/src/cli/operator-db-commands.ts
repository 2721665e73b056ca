// Commands that work on the database directly: only the people who run the server can create operators.
// With the embedded database the server must be stopped first (one process at a time owns its files).
import { emailSchema } from '@callout/contracts/validation';
import { createPasswordHasher } from '../domain/accounts/auth/passwords';
import { saveOperator } from '../domain/support/operators';
import { listOperators } from '../domain/support/operators-store';
import { migrate } from '../infra/db/migrate';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { cliMessages } from './cli-messages';

const minOperatorPasswordLength = 12;

export async function createOperator(io: CliIo, [email, firstName, ...lastName]: string[]): Promise<void> {
  if (!email || !firstName || lastName.length === 0) {
    throw new CliError('Usage: create-operator <email> <first-name> <last-name>');
  }
  const address = emailSchema.safeParse(email);
  if (!address.success) throw new CliError(address.error.issues[0]?.message ?? cliMessages.invalidEmail);
  const password = await io.readSecret(`Password for ${email}: `);
  // Staff accounts can read every case, so their passwords must be longer than a customer's minimum.
  if (password.length < minOperatorPasswordLength) {
    throw new CliError(cliMessages.passwordTooShort(minOperatorPasswordLength));
  }
  const db = await io.openDatabase();
  try {
    await migrate(db);
    const { id, created } = await saveOperator(db, createPasswordHasher(), {
      email: address.data,
      firstName,
      lastName: lastName.join(' '),
      password,
    });
    io.out(`${created ? 'Created' : 'Updated'} operator ${id} <${address.data}>.`);
  } finally {
    await db.close();
  }
}

export async function printOperators(io: CliIo): Promise<void> {
  const db = await io.openDatabase();
  try {
    await migrate(db);
    const operators = await listOperators(db);
    if (operators.length === 0) io.out('No operators yet. Create one with create-operator.');
    for (const operator of operators) {
      io.out(`${operator.id}  ${operator.email}  ${[operator.first_name, operator.last_name].join(' ')}`);
    }
  } finally {
    await db.close();
  }
}
