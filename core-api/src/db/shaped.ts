import {
  QueryFailedError,
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';
import { DateUtils } from 'typeorm/util/DateUtils.js';
import { sqliteDatetime } from './datetime.js';

/**
 * Hot queries by shape. TypeORM assembles a query builder's SQL on every call, escapes it with a
 * regular expression over the whole text and hydrates through its general transformer; for a feed page
 * that was most of the platform's own time. Here the caller names the query's shape (everything but
 * its parameter values) and gives a function that builds it: the builder runs once per data source and
 * the call passes only its values. Under vitest the builder runs on every call, and a shape that builds
 * two structures, or a value the builder sets that the call does not pass, fails the test.
 */
const MAX_SHAPES = 2000;
/** Escaped variants kept per shape: a list parameter of another length is another variant. */
const MAX_VARIANTS = 100;
const verify = !!process.env.VITEST;
// TypeORM's own pattern for a named parameter (driver escapeQueryWithParameters).
const PLACEHOLDER = /:(\.\.\.)?([A-Za-z0-9_.]+)/g;
/** The tenant condition's parameter (`TenantRepository.qb`): the repository passes it, never the caller. */
export const TENANT_PARAM = '__clientId';

export type Build = () => SelectQueryBuilder<ObjectLiteral>;

interface Shape {
  /** SQL with TypeORM's named parameters (`:name`, `:...list`). */
  named: string;
  /** Only the named parameters, in order: escaping this short text gives the values escaping `named` gives. */
  placeholders: string;
  /** Escaped SQL by escaped placeholders: one entry unless list lengths or inlined values vary. */
  escaped: Map<string, string>;
  /** How rows of the main alias become entities. */
  plan: Plan;
  /** The row converter of this shape's selected columns, made on its first row. */
  hydrate?: Hydrate;
  /** The named parameters in order, for values without TypeORM's escaping (`fastValues`). */
  tokens: { key: string; list: boolean }[];
}
const shapes = new WeakMap<DataSource, Map<string, Shape>>();

/** A value the builder set must be passed by the call, and be the same: the builder does not run in production. */
function checkParams(name: string, built: ObjectLiteral, params: ObjectLiteral) {
  for (const [key, value] of Object.entries(built)) {
    if (key === TENANT_PARAM) continue;
    if (!(key in params)) throw new Error(`query shape "${name}": parameter "${key}" is set by the builder but not passed`);
    if (JSON.stringify(params[key]) !== JSON.stringify(value))
      throw new Error(
        `query shape "${name}": parameter "${key}" is ${JSON.stringify(params[key])} but the builder set ${JSON.stringify(value)}`,
      );
  }
}

function shapeOf(connection: DataSource, name: string, build: Build, params: ObjectLiteral | null): Shape {
  let cache = shapes.get(connection);
  if (!cache) shapes.set(connection, (cache = new Map()));
  const known = cache.get(name);
  if (known !== undefined && !verify) return known;
  const qb = build();
  const named = qb.getQuery();
  if (verify && params) checkParams(name, qb.getParameters(), params);
  if (known !== undefined) {
    if (known.named !== named) throw new Error(`query shape "${name}" names two different queries:\n${known.named}\n${named}`);
    return known;
  }
  if (cache.size >= MAX_SHAPES) cache.delete(cache.keys().next().value!);
  const tokens = [...named.matchAll(PLACEHOLDER)].map((m) => ({ key: m[2]!, list: !!m[1] }));
  const shape: Shape = {
    named,
    placeholders: tokens.map((t) => `:${t.list ? '...' : ''}${t.key}`).join(' '),
    escaped: new Map(),
    plan: planOf(qb),
    tokens,
  };
  cache.set(name, shape);
  return shape;
}

/** The SQL text (named parameters) of a shape: for sub-queries of other shapes. */
export function shapeSql(connection: DataSource, name: string, build: Build): string {
  return shapeOf(connection, name, build, null).named;
}

/**
 * The values TypeORM's escaping would give, in order, and a key for the escaped text (the lengths of
 * lists), for the common case on SQLite and MySQL: every parameter passed, none a function, and on
 * SQLite (which writes numbers into the text) none a number. Null otherwise: TypeORM escapes then.
 */
function fastValues(driver: Driver, shape: Shape, params: ObjectLiteral, clientId: string): [string, unknown[]] | null {
  const type = driver.options.type;
  const sqlite = type === 'better-sqlite3';
  if (!sqlite && type !== 'mysql' && type !== 'mariadb') return null;
  const values: unknown[] = [];
  let key = '';
  for (const { key: name, list } of shape.tokens) {
    if (name === TENANT_PARAM) {
      values.push(clientId);
      key += '.';
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(params, name)) return null;
    const v = params[name];
    if (list) {
      if (!Array.isArray(v)) return null;
      for (const item of v) values.push(item);
      key += `${v.length},`;
    } else {
      if (typeof v === 'function' || (sqlite && typeof v === 'number')) return null;
      values.push(sqlite && typeof v === 'boolean' ? +v : sqlite && v instanceof Date ? DateUtils.mixedDateToUtcDatetimeString(v) : v);
      key += '.';
    }
  }
  return [key, values];
}

/**
 * The driver's SQL and values. Without TypeORM's escaping where `fastValues` can; else TypeORM's
 * escaping runs over the placeholders alone, which yields the same values in the same order. The
 * escaped text is looked up by the key of either path (under tests, checked against TypeORM's).
 */
function escapeShaped(driver: Driver, shape: Shape, given: ObjectLiteral, clientId: string): [string, unknown[]] {
  // The repository's client always wins over a value of the same name in `given`.
  const withTenant = () => ({ ...given, [TENANT_PARAM]: clientId });
  const [key, values] =
    fastValues(driver, shape, given, clientId) ?? driver.escapeQueryWithParameters(shape.placeholders, withTenant(), {});
  let sql = shape.escaped.get(key);
  if (sql === undefined || verify) {
    const [full, fullValues] = driver.escapeQueryWithParameters(shape.named, withTenant(), {});
    if (JSON.stringify(fullValues) !== JSON.stringify(values) || (sql !== undefined && sql !== full))
      throw new Error(`query shape escaped two ways:\n${full}`);
    if (shape.escaped.size >= MAX_VARIANTS) shape.escaped.clear();
    shape.escaped.set(key, (sql = full));
  }
  return [sql, values];
}

export interface ShapedQuery {
  manager: EntityManager;
  clientId: string;
  name: string;
  build: Build;
  params?: ObjectLiteral;
}

interface Statement {
  all(...values: unknown[]): ObjectLiteral[];
}
const MAX_STATEMENTS = 500;
const statements = new WeakMap<DataSource, Map<string, Statement>>();

/**
 * On SQLite outside a transaction, the prepared statement straight from the driver's one connection
 * (the connection TypeORM's query runner uses too): its runner adds events, timing and result objects
 * around every call. The query is still logged, as TypeORM logs it. Null elsewhere.
 */
function sqliteStatement(connection: DataSource, sql: string): Statement | null {
  const db = (connection.driver as { databaseConnection?: { prepare?(sql: string): Statement } }).databaseConnection;
  if (connection.driver.options.type !== 'better-sqlite3' || !db?.prepare) return null;
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    cache.set(sql, (statement = db.prepare(sql)));
  }
  return statement;
}

async function run(q: ShapedQuery): Promise<{ shape: Shape; rows: ObjectLiteral[] }> {
  const connection = q.manager.connection;
  const params = q.params ?? {};
  const shape = shapeOf(connection, q.name, q.build, params);
  const [sql, values] = escapeShaped(connection.driver, shape, params, q.clientId);
  // The manager's runner inside a transaction; otherwise one from the data source.
  const own = q.manager.queryRunner;
  const statement = own ? null : sqliteStatement(connection, sql);
  if (statement) {
    connection.logger.logQuery(sql, values);
    try {
      return { shape, rows: statement.all(...values) };
    } catch (err) {
      connection.logger.logQueryError(err as Error, sql, values);
      throw new QueryFailedError(sql, values, err as Error);
    }
  }
  const runner = own ?? connection.createQueryRunner();
  try {
    return { shape, rows: (await runner.query(sql, values)) as ObjectLiteral[] };
  } finally {
    if (runner !== own) await runner.release();
  }
}

/** Raw rows of a shaped select. */
export async function selectRaw<R = ObjectLiteral>(q: ShapedQuery): Promise<R[]> {
  return (await run(q)).rows as R[];
}

/** Entities of the main alias (the columns the query selected, converted as TypeORM would) and the raw rows. */
export async function selectShaped<T extends ObjectLiteral>(q: ShapedQuery): Promise<{ entities: T[]; raw: ObjectLiteral[] }> {
  const { shape, rows: raw } = await run(q);
  if (!raw.length) return { entities: [], raw };
  // Every row of a shape has the same keys: the columns it selected are found once.
  const hydrate = (shape.hydrate ??= hydratorOf(shape.plan, raw[0]!));
  const entities = new Array<T>(raw.length);
  for (let i = 0; i < raw.length; i++) entities[i] = hydrate(raw[i]!) as T;
  return { entities, raw };
}

type Convert = (value: unknown) => unknown;
type Plan = { property: string; key: string; convert: Convert }[];
type Hydrate = (row: ObjectLiteral) => ObjectLiteral;
const plans = new WeakMap<EntityMetadata, Map<string, Plan>>();
const asStored: Convert = (v) => v;

const AS_STORED = new Set(['varchar', 'text', 'uuid', 'int', 'integer', 'double']);

/**
 * A column's value as TypeORM hydrates it. On SQLite the common types are converted directly (the
 * general path runs two regular expressions per date and a chain of type tests per value); anything
 * else, and every column on other drivers, goes through the driver's own conversion.
 */
function converter(driver: Driver, column: ColumnMetadata): Convert {
  const general: Convert = (v) => driver.prepareHydratedValue(v, column);
  if (driver.options.type !== 'better-sqlite3' || column.transformer) return general;
  const type = column.type;
  if (typeof type === 'string' && AS_STORED.has(type)) return asStored;
  if (type === 'boolean' || type === Boolean) return (v) => (v === null || v === undefined ? v : !!v);
  if (type === 'simple-json') return (v) => (typeof v === 'string' ? JSON.parse(v) : v);
  if (type === 'datetime' || type === Date) return (v) => (typeof v === 'string' && sqliteDatetime(v)) || general(v);
  return general;
}

/** Which raw key holds each column of the main alias and how it converts, worked out once per entity and alias. */
function planOf(qb: SelectQueryBuilder<ObjectLiteral>): Plan {
  const alias = qb.expressionMap.mainAlias!;
  const meta = alias.metadata;
  let byAlias = plans.get(meta);
  if (!byAlias) plans.set(meta, (byAlias = new Map()));
  let plan = byAlias.get(alias.name);
  if (!plan) {
    const driver = qb.connection.driver;
    plan = meta.columns.map((column) => ({
      property: column.propertyName,
      key: DriverUtils.buildAlias(driver, undefined, alias.name, column.databaseName),
      convert: converter(driver, column),
    }));
    byAlias.set(alias.name, plan);
  }
  return plan;
}

/**
 * A function that builds an entity from a raw row as a single object literal, for the columns the row
 * has: every row gets the same hidden class and each column its own call site, where a loop over the
 * columns made each row a dictionary and every read a megamorphic lookup.
 */
function hydratorOf(plan: Plan, row: ObjectLiteral): Hydrate {
  const columns = plan.filter(({ key }) => key in row);
  const converts = columns.map((c) => c.convert);
  const fields = columns.map(
    (c, i) => `${JSON.stringify(c.property)}: ${c.convert === asStored ? '' : `c[${i}]`}(row[${JSON.stringify(c.key)}])`,
  );
  // Names and keys come from entity metadata, quoted as JSON strings; no request data reaches the source.
  const build = new Function('c', 'row', `return { ${fields.join(', ')} };`) as (c: Convert[], row: ObjectLiteral) => ObjectLiteral;
  return (r) => build(converts, r);
}
