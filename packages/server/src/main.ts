import { buildApp } from './app';
import { demoLogins } from './db/seed/seed';
import { type Env, productionGaps, readEnv } from './env';
import { gracefulShutdown } from './health/graceful-shutdown';

/** A bad or missing setting stops the server before it opens anything, with one line per problem. */
function environmentOrExit(): Env {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const gaps = productionGaps(env);
  if (gaps.length > 0) {
    for (const gap of gaps) console.error(gap);
    process.exit(1);
  }
  return env;
}

const env = environmentOrExit();
const app = await buildApp({ env });

const shutdown = gracefulShutdown(app, env.SHUTDOWN_GRACE_MS);
// Once each: a second Ctrl-C stops the server at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void shutdown(signal).then((code) => process.exit(code));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
// Printed, not logged: people trying the demo look for these in the terminal.
console.log(`\nCallout is running on http://localhost:${env.PORT}/`);
console.log(`Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${env.DATA_DIR}`}`);
console.log(env.SMTP_URL ? 'Mail: sent by SMTP' : `Mail: outbox at http://localhost:${env.PORT}/dev/mailbox`);
if (env.DEMO_MODE) {
  console.log(
    'DEMO MODE (DEMO_MODE=true): demo data, the mail outbox and sandbox payments are on. Never put this on the internet.',
  );
  console.log(
    `Payments: ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'sandbox (test cards only, nothing is charged)'}`,
  );
  console.log('Demo logins (demo data only):');
  for (const login of demoLogins) {
    console.log(`  ${login.role.padEnd(8)}  ${login.email.padEnd(28)}  ${login.password}`);
  }
} else {
  console.log('Production mode: Stripe payments, mail by SMTP, no demo data.');
}
