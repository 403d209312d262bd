import { In, type DataSource, type EntityManager, type EntitySchema, type ObjectLiteral, type Repository } from 'typeorm';
import { errors, type Paged } from '@atrium/sdk/shared';
import {
  BATCH_SIZE,
  type DoneBy,
  type FindOptions,
  type NumberColumn,
  type PageGrants,
  type ClientDb,
  type ClientRepository,
  type RowLock,
  type Where,
} from '@atrium/sdk/server';
import type { FindOptionsWhere } from 'typeorm';
import { grantParams, grantSql } from '../grants/service.js';
import { doneBySql } from './done-by.js';
import { newId } from './ids.js';
import { lockOption, serialTransaction } from './row-lock.js';
import { runDeclared, scopedQb } from './shaped.js';

/** SQLite's limit of bound values in one statement (32,766), with room to spare. */
const BOUND_VALUES = 32_000;

/** Adds `clientId` to every branch of a where clause; a caller's own clientId never wins. */
function scoped<T>(where: Where<T> | undefined, clientId: string): Where<T> {
  if (Array.isArray(where)) return where.length ? where.map((w) => ({ ...w, clientId })) : [{ clientId } as unknown as FindOptionsWhere<T>];
  return { ...(where ?? {}), clientId } as unknown as Where<T>;
}

function strip<T extends ObjectLiteral>(patch: T): T {
  const { clientId: _c, id: _i, ...rest } = patch as ObjectLiteral;
  return rest as T;
}

class ScopedRepository<T extends ObjectLiteral> implements ClientRepository<T> {
  constructor(
    private readonly repo: Repository<T>,
    private readonly clientId: string,
    private readonly db: ClientDb,
  ) {}

  async find({ lock, ...opts }: FindOptions<T> = {}) {
    return this.repo.find({ ...opts, where: scoped(opts.where, this.clientId), ...lockOption(this.repo.manager, lock) } as never);
  }
  async findOne(where: Where<T>, opts: { lock?: RowLock } = {}) {
    return this.repo.findOne({ where: scoped(where, this.clientId), ...lockOption(this.repo.manager, opts.lock) } as never);
  }
  async get(id: string, opts: { lock?: RowLock } = {}) {
    const row = await this.findOne({ id } as never, opts);
    if (!row) throw errors.notFound();
    return row;
  }
  count(where?: Where<T>) {
    return this.repo.count({ where: scoped(where, this.clientId) } as never);
  }
  async exists(where: Where<T>) {
    return (await this.repo.count({ where: scoped(where, this.clientId), take: 1 } as never)) > 0;
  }
  async page<S extends ObjectLiteral>(
    opts: FindOptions<T> & { page: number; limit: number; granted?: PageGrants; except?: DoneBy<S> },
  ): Promise<Paged<T>> {
    const { page, limit, granted, except, lock, ...rest } = opts;
    if (granted || except) {
      const qb = this.qb('pg').setFindOptions({ where: rest.where, order: rest.order } as never);
      if (granted)
        qb.andWhere(
          grantSql('pg_', 'pg.id', 'pg.clientId'),
          grantParams(granted.user, granted.resourceType, { prefix: 'pg_', level: granted.level }),
        );
      if (except) {
        if (except.user === undefined) throw new Error('page: except needs the user whose rows leave the list out');
        qb.andWhere(`NOT ${doneBySql(this.db, except, 'pg.id', ':pgDoneBy')}`, { pgDoneBy: except.user });
      }
      const [result, total] = await qb
        .skip((page - 1) * limit)
        .take(limit)
        .getManyAndCount();
      return { result, page, limit, total };
    }
    const [result, total] = await this.repo.findAndCount({
      ...rest,
      where: scoped(rest.where, this.clientId),
      skip: (page - 1) * limit,
      take: limit,
      ...lockOption(this.repo.manager, lock),
    } as never);
    return { result, page, limit, total };
  }
  async insert(data: Partial<Omit<T, 'clientId'>>) {
    const [row] = await this.insertMany([data]);
    return row!;
  }
  async insertOnce(data: Partial<Omit<T, 'clientId'>>) {
    return (await this.insertIgnoring(this.repo.manager, this.rows([data]))) === 1;
  }
  async insertManyOnce(data: Partial<Omit<T, 'clientId'>>[]) {
    const rows = this.rows(data);
    const size = this.batchSize();
    const insert = async (m: EntityManager) => {
      const repo = m.getRepository<T>(this.repo.target);
      const present = async (ids: string[]) =>
        new Set(ids.length ? (await repo.find({ where: { id: In(ids) }, select: { id: true } } as never)).map((r) => r.id as string) : []);
      const inserted: T[] = [];
      for (let i = 0; i < rows.length; i += size) {
        const batch = rows.slice(i, i + size);
        // A row is inserted when its id is there afterwards; an id the caller gave may have been there before.
        const before = await present(batch.filter((_, j) => (data[i + j] as ObjectLiteral).id !== undefined).map((r) => r.id as string));
        await this.insertIgnoring(m, batch);
        const after = await present(batch.map((r) => r.id as string));
        inserted.push(...batch.filter((r) => after.has(r.id as string) && !before.has(r.id as string)));
      }
      return inserted;
    };
    return rows.length <= size ? insert(this.repo.manager) : serialTransaction(this.repo.manager, insert);
  }
  /** INSERT IGNORE (MariaDB) / INSERT OR IGNORE (SQLite): a duplicate key changes no row and raises no error. */
  private async insertIgnoring(m: EntityManager, rows: T[]): Promise<number> {
    const [sql, values] = m
      .getRepository(this.repo.target)
      .createQueryBuilder()
      .insert()
      .values(rows as never)
      .orIgnore()
      .getQueryAndParameters();
    const runner = m.queryRunner ?? m.connection.createQueryRunner();
    try {
      return ((await runner.query(sql, values, true)) as { affected?: number }).affected ?? 0;
    } finally {
      if (runner !== m.queryRunner) await runner.release();
    }
  }
  /** Rows a statement may insert: SQLite takes at most 32,766 bound values, so a wide table writes fewer at a time. */
  private batchSize() {
    return Math.max(1, Math.min(BATCH_SIZE, Math.floor(BOUND_VALUES / this.repo.metadata.columns.length)));
  }
  private rows(data: Partial<Omit<T, 'clientId'>>[]): T[] {
    const now = new Date();
    return data.map(
      (d) => ({ createdAt: now, updatedAt: now, ...d, id: (d as ObjectLiteral).id ?? newId(), clientId: this.clientId }) as unknown as T,
    );
  }
  async insertMany(data: Partial<Omit<T, 'clientId'>>[]) {
    const rows = this.rows(data);
    const size = this.batchSize();
    if (rows.length <= size) {
      if (rows.length) await this.repo.insert(rows as never);
      return rows;
    }
    const target = this.repo.target;
    await serialTransaction(this.repo.manager, async (m) => {
      for (let i = 0; i < rows.length; i += size) await m.getRepository(target).insert(rows.slice(i, i + size) as never);
    });
    return rows;
  }
  async increment(where: FindOptionsWhere<T>, column: NumberColumn<T>, by = 1) {
    if (!Number.isSafeInteger(by) || by === 0) throw new Error(`increment: ${column} needs a whole number other than 0, not ${by}`);
    const target = this.repo.target;
    const name = this.repo.metadata.findColumnWithPropertyName(column)?.databaseName;
    if (!name) throw new Error(`increment: ${this.repo.metadata.name} has no column ${column}`);
    const count = async (m: EntityManager) => {
      const repo = m.getRepository<T>(target);
      const named = scoped(where, this.clientId) as FindOptionsWhere<T>;
      // The UPDATE adds in the database and locks the row (MariaDB) until the transaction has read it back;
      // SQLite's transactions run one at a time.
      const { affected } = await repo
        .createQueryBuilder()
        .update()
        .set({ [column]: () => `${m.connection.driver.escape(name)} + :incrementBy`, updatedAt: new Date() } as never)
        .where(named)
        .setParameter('incrementBy', by)
        .execute();
      if (affected === 0) throw errors.notFound();
      if (affected !== 1) throw new Error(`increment: the where clause names ${affected} rows of ${repo.metadata.name}, not one`);
      const row = await repo.findOne({ where: named, select: { [column]: true } as never });
      return (row as ObjectLiteral)[column] as number;
    };
    const m = this.repo.manager;
    return m.queryRunner?.isTransactionActive ? count(m) : serialTransaction(m, count);
  }
  async addTo(row: Partial<Omit<T, 'clientId'>>, key: (keyof T & string)[], sums: NumberColumn<T>[]) {
    const m = this.repo.manager;
    const column = (c: string) => m.connection.driver.escape(this.repo.metadata.findColumnWithPropertyName(c)!.databaseName);
    const [insert, values] = m
      .getRepository(this.repo.target)
      .createQueryBuilder()
      .insert()
      .values(this.rows([row]))
      .getQueryAndParameters();
    const mysql = m.connection.options.type !== 'better-sqlite3';
    const theirs = (c: string) => (mysql ? `VALUES(${column(c)})` : `excluded.${column(c)}`);
    const set = [...sums.map((c) => `${column(c)} = ${column(c)} + ${theirs(c)}`), `${column('updatedAt')} = ${theirs('updatedAt')}`];
    const conflict = mysql ? 'ON DUPLICATE KEY UPDATE' : `ON CONFLICT (${['clientId', ...key].map(column).join(', ')}) DO UPDATE SET`;
    await m.query(`${insert} ${conflict} ${set.join(', ')}`, values);
  }
  async update(where: Where<T>, patch: Partial<Omit<T, 'id' | 'clientId'>>) {
    const branches = Array.isArray(where) ? where : [where];
    let affected = 0;
    for (const w of branches) {
      const res = await this.repo.update(
        scoped(w, this.clientId) as never,
        { ...strip(patch as ObjectLiteral), updatedAt: new Date() } as never,
      );
      affected += res.affected ?? 0;
    }
    return affected;
  }
  async delete(where: Where<T>) {
    const branches = Array.isArray(where) ? where : [where];
    let affected = 0;
    for (const w of branches) affected += (await this.repo.delete(scoped(w, this.clientId) as never)).affected ?? 0;
    return affected;
  }
  qb(alias: string) {
    return scopedQb(this.repo, alias, this.clientId);
  }
}

/** The manager each client database was made on (its transaction's, inside one). */
const managers = new WeakMap<ClientDb, EntityManager>();

/**
 * The manager under a client database, for the core's own tables that are no entity (the search's word index,
 * search/words.ts): its SQL runs in `db`'s transaction and must name the client itself.
 */
export const managerOf = (db: ClientDb): EntityManager | undefined => managers.get(db);

export function createClientDb(source: DataSource | EntityManager, clientId: string): ClientDb {
  const manager = 'manager' in source ? source.manager : source;
  const db: ClientDb = {
    clientId,
    repo: <T extends ObjectLiteral>(entity: EntitySchema<T>) => new ScopedRepository<T>(manager.getRepository(entity), clientId, db),
    run: (query, values, ...variant) => runDeclared(manager, clientId, query as never, values as ObjectLiteral, variant[0]) as never,
    transaction: (fn) => serialTransaction(manager, (m) => fn(createClientDb(m, clientId))),
  };
  managers.set(db, manager);
  return db;
}
