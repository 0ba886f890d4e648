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
  console.log(`\nTripSetu is running.
  Consumer site:  ${server.url}/
  Agent portal:   ${server.url}/agent/
  API docs:       ${server.url}/api/docs
  Demo mailbox:   ${server.url}/api/dev/outbox${config.NODE_ENV === 'production' ? ' (off in production)' : ''}
`);
  if (config.SEED_DEMO_ACCOUNTS ?? config.NODE_ENV !== 'production') {
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
