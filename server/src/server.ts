import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoAirlinePnrs } from './db/seed/airline-pnrs.ts';
import { seedDemoCurrencyRates } from './db/seed/currency-rates.ts';
import { seedDemoAccounts, seedDemoWallets } from './db/seed/demo-accounts.ts';
import { seedFlightSchedules } from './db/seed/flight-schedules.ts';
import { seedCatalogue } from './db/seed/seed.ts';
import { seedDemoSeriesFares } from './db/seed/series-fares.ts';
import { seedDemoVisaTypes } from './db/seed/visa-types.ts';

export interface RunningServer {
  app: App['app'];
  services: App['services'];
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

/** Opens (and locks) the database, migrates, seeds the demo catalogue, builds the app and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
      : await openDatabase({ dataDir: config.DATA_DIR });
    await migrate(database.db);
    await seedCatalogue(database.db, todayInIndia());
    await seedFlightSchedules(database.db, todayInIndia());
    const { app, services } = await buildApp({ config, database });
    if (config.DEMO_MODE) {
      await seedDemoAccounts(services);
      await seedDemoWallets(services, database.db, todayInIndia());
      await seedDemoAirlinePnrs(services, todayInIndia());
      await seedDemoSeriesFares(services, todayInIndia());
      await seedDemoCurrencyRates(services.currencyRates, todayInIndia());
      await seedDemoVisaTypes(services.visas);
    }
    const opened = database;
    app.addHook('onClose', async () => {
      await opened.close();
      lock?.release();
    });
    await app.listen({ host: config.HOST, port: config.PORT });
    services.mail.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    return { app, services, database, url: `http://localhost:${port}`, close: () => app.close() };
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}
