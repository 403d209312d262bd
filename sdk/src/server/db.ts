import type { EntitySchema, FindOptionsOrder, FindOptionsWhere, SelectQueryBuilder, ObjectLiteral } from 'typeorm';
import type { Paged } from '../shared/paging.js';

export type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

export interface FindOptions<T> {
  where?: Where<T>;
  order?: FindOptionsOrder<T>;
  skip?: number;
  take?: number;
}

/** A repository that adds the current client to every read, write and delete. */
export interface TenantRepository<T extends ObjectLiteral> {
  find(opts?: FindOptions<T>): Promise<T[]>;
  findOne(where: Where<T>): Promise<T | null>;
  /** The row with this id in the current client, or 404. */
  get(id: string): Promise<T>;
  count(where?: Where<T>): Promise<number>;
  exists(where: Where<T>): Promise<boolean>;
  /** A page counted and cut in the database. */
  page(opts: FindOptions<T> & { page: number; limit: number }): Promise<Paged<T>>;
  insert(data: Partial<Omit<T, 'clientId'>>): Promise<T>;
  insertMany(data: Partial<Omit<T, 'clientId'>>[]): Promise<T[]>;
  /** Updates matching rows of the current client; answers how many changed. */
  update(where: Where<T>, patch: Partial<Omit<T, 'id' | 'clientId'>>): Promise<number>;
  delete(where: Where<T>): Promise<number>;
  /** A query builder whose root alias is already limited to the current client; AND further conditions. */
  qb(alias: string): SelectQueryBuilder<T>;
  /**
   * A select on a hot path whose SQL is built once. `shape` names the query's structure (everything but
   * parameter values; LIMIT and OFFSET are part of it, a list's length is not). `build` makes the query
   * with `qb()` and named parameters; it runs the first time only, so every value the query needs comes
   * in `params` (the client's id is added). Under tests `build` runs on every call and a value it sets
   * that `params` lacks or contradicts fails. Answers the main alias's entities and the raw rows.
   */
  select(shape: string, build: () => SelectQueryBuilder<T>, params?: ObjectLiteral): Promise<{ entities: T[]; raw: ObjectLiteral[] }>;
  /** Like `select`, for raw rows only (aggregates, chosen columns). */
  selectRaw<R = ObjectLiteral>(shape: string, build: () => SelectQueryBuilder<T>, params?: ObjectLiteral): Promise<R[]>;
  /** The SQL text (named parameters) of a query built once per shape: for sub-queries of a shaped select. */
  sql(shape: string, build: () => SelectQueryBuilder<T>): string;
}

export interface TenantDb {
  readonly clientId: string;
  repo<T extends ObjectLiteral>(entity: EntitySchema<T>): TenantRepository<T>;
  transaction<R>(fn: (db: TenantDb) => Promise<R>): Promise<R>;
}
