// Builds the app on the database main.ts is opening, listens, and prints what people trying the demo look
// for. Imported by main.ts once the settings are known good (it loads every route and its dependencies).
import { buildApp } from './app';
import { demoLogins } from './domain/ops/demo/seed';
import type { Env } from './env';
import { asynchronousStdout } from './http/request-log';
import type { Database } from './infra/db/database';
import { gracefulShutdown } from './infra/health/graceful-shutdown';
import { startupBreakdown, startupPhase, startupTimingWanted } from './infra/health/startup-timing';
import { preloadShellRenderer } from './infra/html/page-render';

export async function serve(env: Env, opening: Promise<Database>): Promise<void> {
  // The first page needs the shell's renderer: it loads while this thread would only wait for the database.
  void preloadShellRenderer(env.STATIC_DIR);
  // This process owns standard output and its exit, so its log is written asynchronously (request-log.ts).
  const app = await buildApp({ env, opening, logStream: asynchronousStdout() });

  const shutdown = gracefulShutdown(app, env.SHUTDOWN_GRACE_MS);
  // Once each: a second Ctrl-C stops the server at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shutdown(signal).then((code) => process.exit(code));
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  startupPhase('listening');
  if (startupTimingWanted()) console.log(`\n${startupBreakdown()}`);
  // Printed, not logged: people trying the demo look for these in the terminal.
  console.log(`\nCallout is running on http://localhost:${env.PORT}/`);
  console.log(`Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${env.DATA_DIR}`}`);
  console.log(
    env.SMTP_URL ? 'Mail: sent by SMTP' : `Mail: outbox at http://localhost:${env.PORT}/dev/mailbox`,
  );
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
}
