import type { DataSource, EntityManager } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import type { RowLock } from '@atrium/sdk/server';

const isSqlite = (m: EntityManager) => m.connection.options.type === 'better-sqlite3';

/**
 * TypeORM's lock option for a read with `lock` (FindOptions.lock): `FOR UPDATE` on MariaDB/MySQL. SQLite has no
 * row locks and needs none, since `serialTransaction` runs its transactions one at a time. A lock outside a
 * transaction would hold nothing, so it is refused as a programming error.
 */
export function lockOption(manager: EntityManager, lock: RowLock | undefined): { lock?: { mode: 'pessimistic_write' } } {
  if (!lock) return {};
  if (!manager.queryRunner?.isTransactionActive) throw new Error('a locked read needs ctx.db.transaction');
  return isSqlite(manager) ? {} : { lock: { mode: 'pessimistic_write' } };
}

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `manager.transaction`, except that on SQLite the outermost transactions of a data source wait for one
 * another: better-sqlite3 has one connection, so two open transactions would otherwise interleave as
 * savepoints of one (and both read the same last coin). MariaDB isolates them itself, at `isolation` when
 * given (SQLite's are serializable anyway).
 */
export function serialTransaction<R>(manager: EntityManager, fn: (m: EntityManager) => Promise<R>, isolation?: IsolationLevel): Promise<R> {
  if (!isSqlite(manager)) return isolation ? manager.transaction(isolation, fn) : manager.transaction(fn);
  if (manager.queryRunner?.isTransactionActive) return manager.transaction(fn);
  const ds = manager.connection;
  const run = (queues.get(ds) ?? Promise.resolve()).then(
    () => manager.transaction(fn),
    () => manager.transaction(fn),
  );
  queues.set(
    ds,
    run.catch(() => undefined),
  );
  return run;
}
