import { type DatabaseConnection, type Driver, PGliteDialect, type PGliteDialectConfig } from 'kysely';

/**
 * PGlite is one connection. Kysely's PGlite driver hands that connection to every caller at once,
 * so a query from one request could run inside another request's open transaction. This dialect
 * queues callers: a connection (and so a whole transaction) belongs to one caller at a time.
 */
export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}

class SerializedDriver implements Driver {
  #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(options?: Parameters<Driver['init']>[0]): Promise<void> {
    return this.#inner.init(options);
  }

  async acquireConnection(options?: Parameters<Driver['acquireConnection']>[0]): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#inner.acquireConnection(options);
  }

  async releaseConnection(
    connection: DatabaseConnection,
    options?: Parameters<Driver['releaseConnection']>[1],
  ): Promise<void> {
    await this.#inner.releaseConnection(connection, options);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction: Driver['beginTransaction'] = (connection, settings) =>
    this.#inner.beginTransaction(connection, settings);
  commitTransaction: Driver['commitTransaction'] = (connection) => this.#inner.commitTransaction(connection);
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) => this.#inner.rollbackTransaction(connection);
  savepoint: NonNullable<Driver['savepoint']> = (connection, name, compile) =>
    this.#inner.savepoint?.(connection, name, compile) ?? Promise.resolve();
  rollbackToSavepoint: NonNullable<Driver['rollbackToSavepoint']> = (connection, name, compile) =>
    this.#inner.rollbackToSavepoint?.(connection, name, compile) ?? Promise.resolve();
  releaseSavepoint: NonNullable<Driver['releaseSavepoint']> = (connection, name, compile) =>
    this.#inner.releaseSavepoint?.(connection, name, compile) ?? Promise.resolve();

  destroy(options?: Parameters<Driver['destroy']>[0]): Promise<void> {
    return this.#inner.destroy(options);
  }
}

export type { PGliteDialectConfig };
