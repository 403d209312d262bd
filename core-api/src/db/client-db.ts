import { type DataSource, type EntityManager, type EntitySchema, type ObjectLiteral, type Repository } from 'typeorm';
import { errors, type Paged } from '@atrium/sdk/shared';
import {
  BATCH_SIZE,
  type DoneBy,
  type FindOptions,
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
    const [row] = this.rows([data]);
    // INSERT IGNORE (MariaDB) / INSERT OR IGNORE (SQLite): a duplicate key changes no row and raises no error.
    const [sql, values] = this.repo
      .createQueryBuilder()
      .insert()
      .values(row as never)
      .orIgnore()
      .getQueryAndParameters();
    const runner = this.repo.manager.queryRunner ?? this.repo.manager.connection.createQueryRunner();
    try {
      return ((await runner.query(sql, values, true)) as { affected?: number }).affected === 1;
    } finally {
      if (runner !== this.repo.manager.queryRunner) await runner.release();
    }
  }
  private rows(data: Partial<Omit<T, 'clientId'>>[]): T[] {
    const now = new Date();
    return data.map(
      (d) => ({ createdAt: now, updatedAt: now, ...d, id: (d as ObjectLiteral).id ?? newId(), clientId: this.clientId }) as unknown as T,
    );
  }
  async insertMany(data: Partial<Omit<T, 'clientId'>>[]) {
    const rows = this.rows(data);
    // SQLite takes at most 32,766 bound values a statement: a wide table writes fewer rows at a time.
    const size = Math.max(1, Math.min(BATCH_SIZE, Math.floor(BOUND_VALUES / this.repo.metadata.columns.length)));
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

export function createClientDb(source: DataSource | EntityManager, clientId: string): ClientDb {
  const manager = 'manager' in source ? source.manager : source;
  const db: ClientDb = {
    clientId,
    repo: <T extends ObjectLiteral>(entity: EntitySchema<T>) => new ScopedRepository<T>(manager.getRepository(entity), clientId, db),
    run: (query, values, ...variant) => runDeclared(manager, clientId, query as never, values as ObjectLiteral, variant[0]) as never,
    transaction: (fn) => serialTransaction(manager, (m) => fn(createClientDb(m, clientId))),
  };
  return db;
}
