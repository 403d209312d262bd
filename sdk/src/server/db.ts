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
}

export interface TenantDb {
  readonly clientId: string;
  repo<T extends ObjectLiteral>(entity: EntitySchema<T>): TenantRepository<T>;
  transaction<R>(fn: (db: TenantDb) => Promise<R>): Promise<R>;
}
