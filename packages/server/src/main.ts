import { buildApp } from './app';
import { demoLogins } from './db/seed/seed';
import { readEnv } from './env';

const env = readEnv();
const app = await buildApp({ env });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
// Printed, not logged: people trying the demo look for these in the terminal.
console.log(`\nCallout is running on http://localhost:${env.PORT}/`);
console.log(`Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${env.DATA_DIR}`}`);
console.log(env.SMTP_URL ? 'Mail: sent by SMTP' : `Mail: outbox at http://localhost:${env.PORT}/dev/mailbox`);
console.log('Demo logins (demo data only):');
for (const login of demoLogins) {
  console.log(`  ${login.role.padEnd(8)}  ${login.email.padEnd(28)}  ${login.password}`);
}
