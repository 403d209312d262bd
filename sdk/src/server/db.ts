import type { EntitySchema, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { Paged } from '../shared/paging.js';
import type { MeUser } from './context.js';
import type { DeclaredQuery, QueryResult, ScopedQueryBuilder, VariantArg } from './query.js';

export type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

export interface FindOptions<T> {
  where?: Where<T>;
  order?: FindOptionsOrder<T>;
  skip?: number;
  take?: number;
  /**
   * `'write'` locks the rows read until the transaction ends (`SELECT … FOR UPDATE` on MariaDB/MySQL;
   * SQLite needs none, `transaction` runs one writer at a time). Only inside `ctx.db.transaction`.
   */
  lock?: RowLock;
}

/** The names of an entity's number columns (counters a repository may `increment`). */
export type NumberColumn<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string;

/** A row lock taken by a read inside a transaction (`FindOptions.lock`). */
export type RowLock = 'write';

/** A repository that adds the current client to every read, write and delete. */
export interface ClientRepository<T extends ObjectLiteral> {
  find(opts?: FindOptions<T>): Promise<T[]>;
  findOne(where: Where<T>, opts?: { lock?: RowLock }): Promise<T | null>;
  /** The row with this id in the current client, or 404; `lock` as in `find`. */
  get(id: string, opts?: { lock?: RowLock }): Promise<T>;
  count(where?: Where<T>): Promise<number>;
  exists(where: Where<T>): Promise<boolean>;
  /**
   * A page counted and cut in the database. `granted` keeps the rows whose content grants let the user
   * read (or write) them; `except` leaves out the rows the user already acted on (answered, acknowledged).
   */
  page<S extends ObjectLiteral = ObjectLiteral>(
    opts: FindOptions<T> & { page: number; limit: number; granted?: PageGrants; except?: DoneBy<S> },
  ): Promise<Paged<T>>;
  insert(data: Partial<Omit<T, 'clientId'>>): Promise<T>;
  /**
   * Inserts the row unless a row with the same unique key exists (of any client: keys include the
   * client where they should); answers whether it inserted. Never fails on that duplicate.
   */
  insertOnce(data: Partial<Omit<T, 'clientId'>>): Promise<boolean>;
  /**
   * `insertOnce` for a list: inserts the rows whose unique keys are not taken yet (a row repeating an
   * earlier one of the list included) and answers those, in the list's order. In batches as `insertMany`;
   * more than one batch runs in a transaction.
   */
  insertManyOnce(data: Partial<Omit<T, 'clientId'>>[]): Promise<T[]>;
  /**
   * Inserts the rows, all or none: in statements of at most `BATCH_SIZE` rows (fewer for wide tables), so
   * a list of any length fits both databases' limits; more than one statement runs in a transaction.
   */
  insertMany(data: Partial<Omit<T, 'clientId'>>[]): Promise<T[]>;
  /**
   * Adds `by` (negative to subtract) to a number column of the one row `where` names, and answers the new
   * value. The addition happens in the database and the row stays locked until the read, so concurrent calls
   * answer distinct consecutive values on both databases. Name the row by columns other than the counted
   * one; none matched answers 404.
   */
  increment(where: FindOptionsWhere<T>, column: NumberColumn<T>, by?: number): Promise<number>;
  /**
   * Adds the `sums` columns of `row` to the row with the same unique key (`key`: the columns of a unique
   * index after clientId), or inserts `row` where there is none, in one statement (`INSERT … ON DUPLICATE
   * KEY UPDATE` / `ON CONFLICT … DO UPDATE`). Nothing is read first, so concurrent adds to one key wait for
   * its row's write lock in turn, with no read lock to upgrade and no locked read of a missing row (running
   * sums: the shop's coins per day).
   */
  addTo(row: Partial<Omit<T, 'clientId'>>, key: (keyof T & string)[], sums: NumberColumn<T>[]): Promise<void>;
  /** Updates matching rows of the current client; answers how many changed. */
  update(where: Where<T>, patch: Partial<Omit<T, 'id' | 'clientId'>>): Promise<number>;
  delete(where: Where<T>): Promise<number>;
  /**
   * A query builder whose root alias is already limited to the current client; AND further conditions,
   * and join or sub-select other entities with its scoped methods (`innerJoinScoped`, `leftJoinScoped`, `sub`).
   */
  qb(alias: string): ScopedQueryBuilder<T>;
}

/** The content-grant condition of a paged list: rows of `resourceType` the user may read (or write). */
export interface PageGrants {
  user: MeUser;
  resourceType: string;
  level?: 'read' | 'write';
}

/**
 * "Already done by": rows of `entity` whose `column` holds the resource's id (a poll's id in its
 * participants) and whose `by` column holds the user (`userId`). `user` names the user where one is
 * meant (a list for the signed-in user); an audience checks each of its members.
 */
export interface DoneBy<S extends ObjectLiteral> {
  entity: EntitySchema<S>;
  column: keyof S & string;
  by: keyof S & string;
  user?: string;
}

export interface ClientDb {
  readonly clientId: string;
  repo<T extends ObjectLiteral>(entity: EntitySchema<T>): ClientRepository<T>;
  /** Runs a declared query (`defineQuery`) in the current client with these values. */
  run<T extends ObjectLiteral, P, V, R>(query: DeclaredQuery<T, P, V, R>, values: P, ...variant: VariantArg<V>): Promise<QueryResult<T, R>>;
  /**
   * Runs `fn` in one database transaction, with a `db` of the same API bound to it (reads may `lock`).
   * On SQLite the transactions of a process run one after another (the driver has one connection); do not
   * wait inside `fn` for work that opens a transaction of its own (events, another service's writes).
   */
  transaction<R>(fn: (db: ClientDb) => Promise<R>): Promise<R>;
}
