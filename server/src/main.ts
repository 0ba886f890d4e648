import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { startServer } from './server.ts';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const log = server.app.log;
  log.info(
    { database: server.database.kind, dataDir: server.database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database ready',
  );
  if (config.DEMO_MODE) {
    // Loud, in the log and on the console, so that nobody mistakes a demo for a production server.
    const warning =
      'DEMO MODE IS ON: the dev outbox shows every OTP and e-mail, the demo accounts below sign in, and the sandbox gateway credits wallets for free. Never expose this server; start without DEMO_MODE=true for production.';
    log.warn(warning);
    console.warn(`\n*** ${warning} ***`);
  }
  console.log(`\nTripSetu is running${config.DEMO_MODE ? ' in DEMO MODE' : ''}.
  Consumer site:  ${server.url}/
  Agent portal:   ${server.url}/agent/
  API docs:       ${server.url}/api/docs
${config.DEMO_MODE ? `  Demo mailbox:   ${server.url}/api/dev/outbox\n` : ''}  Payments:       ${config.PAYMENT_PROVIDER === 'none' ? 'no payment gateway configured (online payment is off)' : `${config.PAYMENT_PROVIDER} gateway`}
`);
  if (config.DEMO_MODE) {
    console.log('Agent portal demo accounts (user id / password):');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(28)} ${account.userId.padEnd(20)} ${account.password}`);
    console.log('');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
