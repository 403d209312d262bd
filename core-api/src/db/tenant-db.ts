import {
  Brackets,
  type DataSource,
  type EntityManager,
  type EntitySchema,
  type ObjectLiteral,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { errors, type Paged } from '@atrium/sdk/shared';
import type { FindOptions, TenantDb, TenantRepository, Where } from '@atrium/sdk/server';
import type { FindOptionsWhere } from 'typeorm';
import { newId } from './ids.js';
import { selectRaw, selectShaped, shapeSql, TENANT_PARAM, type Build } from './shaped.js';

/** Adds `clientId` to every branch of a where clause; a caller's own clientId never wins. */
function scoped<T>(where: Where<T> | undefined, clientId: string): Where<T> {
  if (Array.isArray(where)) return where.length ? where.map((w) => ({ ...w, clientId })) : [{ clientId } as unknown as FindOptionsWhere<T>];
  return { ...(where ?? {}), clientId } as unknown as Where<T>;
}

function strip<T extends ObjectLiteral>(patch: T): T {
  const { clientId: _c, id: _i, ...rest } = patch as ObjectLiteral;
  return rest as T;
}

class ScopedRepository<T extends ObjectLiteral> implements TenantRepository<T> {
  constructor(
    private readonly repo: Repository<T>,
    private readonly clientId: string,
  ) {}

  find(opts: FindOptions<T> = {}) {
    return this.repo.find({ ...opts, where: scoped(opts.where, this.clientId) } as never);
  }
  findOne(where: Where<T>) {
    return this.repo.findOne({ where: scoped(where, this.clientId) } as never);
  }
  async get(id: string) {
    const row = await this.findOne({ id } as never);
    if (!row) throw errors.notFound();
    return row;
  }
  count(where?: Where<T>) {
    return this.repo.count({ where: scoped(where, this.clientId) } as never);
  }
  async exists(where: Where<T>) {
    return (await this.repo.count({ where: scoped(where, this.clientId), take: 1 } as never)) > 0;
  }
  async page(opts: FindOptions<T> & { page: number; limit: number }): Promise<Paged<T>> {
    const { page, limit, ...rest } = opts;
    const [result, total] = await this.repo.findAndCount({
      ...rest,
      where: scoped(rest.where, this.clientId),
      skip: (page - 1) * limit,
      take: limit,
    } as never);
    return { result, page, limit, total };
  }
  async insert(data: Partial<Omit<T, 'clientId'>>) {
    const [row] = await this.insertMany([data]);
    return row!;
  }
  async insertMany(data: Partial<Omit<T, 'clientId'>>[]) {
    const now = new Date();
    const rows = data.map(
      (d) => ({ createdAt: now, updatedAt: now, ...d, id: (d as ObjectLiteral).id ?? newId(), clientId: this.clientId }) as unknown as T,
    );
    if (rows.length) await this.repo.insert(rows as never);
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
    const qb = this.repo.createQueryBuilder(alias).where(`${alias}.clientId = :${TENANT_PARAM}`, { [TENANT_PARAM]: this.clientId });
    // A later .where() must not replace the tenant condition: it is AND-ed in brackets instead.
    const andWhere = qb.andWhere.bind(qb);
    qb.where = ((cond: never, params?: ObjectLiteral) =>
      andWhere(typeof cond === 'string' ? new Brackets((b) => b.where(cond, params)) : cond, params)) as never;
    return qb;
  }
  select(shape: string, build: () => SelectQueryBuilder<T>, params?: ObjectLiteral) {
    return selectShaped<T>({ manager: this.repo.manager, clientId: this.clientId, name: shape, build: build as Build, params });
  }
  selectRaw<R = ObjectLiteral>(shape: string, build: () => SelectQueryBuilder<T>, params?: ObjectLiteral) {
    return selectRaw<R>({ manager: this.repo.manager, clientId: this.clientId, name: shape, build: build as Build, params });
  }
  sql(shape: string, build: () => SelectQueryBuilder<T>) {
    return shapeSql(this.repo.manager.connection, shape, build as Build);
  }
}

export function createTenantDb(source: DataSource | EntityManager, clientId: string): TenantDb {
  const manager = 'manager' in source ? source.manager : source;
  return {
    clientId,
    repo: <T extends ObjectLiteral>(entity: EntitySchema<T>) => new ScopedRepository<T>(manager.getRepository(entity), clientId),
    transaction: (fn) => manager.transaction((m) => fn(createTenantDb(m, clientId))),
  };
}
