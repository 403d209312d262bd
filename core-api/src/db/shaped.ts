import type { EntityMetadata, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';

/**
 * Hot queries by shape: TypeORM turns a query builder into SQL on every call (a regex pass over the
 * whole text per alias) and hydrates through its general transformer; for a feed page that is most of
 * the platform's own time. A query's shape (everything but its parameter values) is named by the
 * caller; its SQL is built once per data source and reused with the builder's current parameters.
 * Under vitest every call rebuilds and compares, so a shape name that covers two structures fails a test.
 */
const MAX_SHAPES = 2000;
/** Escaped variants kept per shape (a list parameter of another length is another variant). */
const MAX_VARIANTS = 16;

interface Shape {
  /** SQL with TypeORM's named parameters (`:name`, `:...list`). */
  named: string;
  /** Only the named parameters, in order: escaping this short text gives the same values as escaping `named`. */
  placeholders: string;
  /** Escaped SQL by escaped placeholders: one entry unless list lengths or inlined values vary. */
  escaped: Map<string, string>;
}
const shapes = new WeakMap<object, Map<string, Shape>>();
const verify = !!process.env.VITEST;
// TypeORM's own pattern for a named parameter (driver escapeQueryWithParameters).
const PLACEHOLDER = /:(\.\.\.)?([A-Za-z0-9_.]+)/g;

function shapeOf(qb: SelectQueryBuilder<ObjectLiteral>, name: string): Shape {
  let cache = shapes.get(qb.connection);
  if (!cache) shapes.set(qb.connection, (cache = new Map()));
  const known = cache.get(name);
  if (known !== undefined && !verify) return known;
  const named = qb.getQuery();
  if (known !== undefined) {
    if (known.named !== named) throw new Error(`query shape "${name}" names two different queries:\n${known.named}\n${named}`);
    return known;
  }
  if (cache.size >= MAX_SHAPES) cache.delete(cache.keys().next().value!);
  const shape: Shape = { named, placeholders: (named.match(PLACEHOLDER) ?? []).join(' '), escaped: new Map() };
  cache.set(name, shape);
  return shape;
}

export function shapeSql(qb: SelectQueryBuilder<ObjectLiteral>, shape: string): string {
  return shapeOf(qb, shape).named;
}

/**
 * The driver's SQL and values for the builder's current parameters. TypeORM's escaping runs a regular
 * expression over the whole text on every call; here it runs over the placeholders alone, which yields
 * the same values in the same order, and the escaped text is looked up by what the placeholders became.
 */
function escapeShaped(qb: SelectQueryBuilder<ObjectLiteral>, shape: Shape): [string, unknown[]] {
  const driver = qb.connection.driver;
  const parameters = qb.getParameters();
  const native = qb.expressionMap.nativeParameters;
  const [key, values] = driver.escapeQueryWithParameters(shape.placeholders, parameters, native);
  let sql = shape.escaped.get(key);
  if (sql === undefined || verify) {
    const [full, fullValues] = driver.escapeQueryWithParameters(shape.named, parameters, native);
    if (verify && JSON.stringify(fullValues) !== JSON.stringify(values)) throw new Error(`query shape escaped two ways:\n${full}`);
    if (sql !== undefined && sql !== full) throw new Error(`query shape escaped two ways:\n${sql}\n${full}`);
    if (shape.escaped.size >= MAX_VARIANTS) shape.escaped.clear();
    shape.escaped.set(key, (sql = full));
  }
  return [sql, values];
}

/** Raw rows of a select, its SQL taken from the shape cache. */
export async function selectRaw<R = ObjectLiteral>(qb: SelectQueryBuilder<ObjectLiteral>, shape: string): Promise<R[]> {
  const [sql, params] = escapeShaped(qb, shapeOf(qb, shape));
  // The builder's own runner when it was made inside a transaction (TypeORM keeps it protected).
  const own = (qb as unknown as { queryRunner?: QueryRunner }).queryRunner;
  const runner = own ?? qb.connection.createQueryRunner();
  try {
    return (await runner.query(sql, params)) as R[];
  } finally {
    if (runner !== own) await runner.release();
  }
}

type Convert = (value: unknown) => unknown;
type Plan = { property: string; key: string; convert: Convert }[];
type Hydrate = (row: ObjectLiteral) => ObjectLiteral;
interface AliasPlan {
  plan: Plan;
  /** Row converters by the raw keys a statement selected. */
  hydrators: Map<string, Hydrate>;
}
const plans = new WeakMap<EntityMetadata, Map<string, AliasPlan>>();
const asStored: Convert = (v) => v;

// SQLite's datetime text as TypeORM writes it; TypeORM reads it as UTC.
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;
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
  if (type === 'datetime' || type === Date) return (v) => (typeof v === 'string' && SQLITE_DATETIME.test(v) ? new Date(`${v.slice(0, 10)}T${v.slice(11)}Z`) : general(v));
  return general;
}

/** Which raw key holds each column of the main alias and how it converts, worked out once per entity and alias. */
function planOf(qb: SelectQueryBuilder<ObjectLiteral>): AliasPlan {
  const alias = qb.expressionMap.mainAlias!;
  const meta = alias.metadata;
  let byAlias = plans.get(meta);
  if (!byAlias) plans.set(meta, (byAlias = new Map()));
  let plan = byAlias.get(alias.name);
  if (!plan) {
    const driver = qb.connection.driver;
    plan = {
      plan: meta.columns.map((column) => ({ property: column.propertyName, key: DriverUtils.buildAlias(driver, undefined, alias.name, column.databaseName), convert: converter(driver, column) })),
      hydrators: new Map(),
    };
    byAlias.set(alias.name, plan);
  }
  return plan;
}

/**
 * One function per entity, alias and selected columns that builds an entity from a raw row as a single
 * object literal: every row gets the same hidden class and each column its own call site, where a loop
 * over the columns made each row a dictionary and every read a megamorphic lookup.
 */
function hydratorOf(aliasPlan: AliasPlan, row: ObjectLiteral): Hydrate {
  const columns = aliasPlan.plan.filter(({ key }) => key in row);
  const id = columns.map((c) => c.key).join(',');
  let hydrate = aliasPlan.hydrators.get(id);
  if (!hydrate) {
    const converts = columns.map((c) => c.convert);
    const fields = columns.map((c, i) => `${JSON.stringify(c.property)}: ${c.convert === asStored ? '' : `c[${i}]`}(row[${JSON.stringify(c.key)}])`);
    // Names and keys come from entity metadata, quoted as JSON strings; no request data reaches the source.
    const build = new Function('c', 'row', `return { ${fields.join(', ')} };`) as (c: Convert[], row: ObjectLiteral) => ObjectLiteral;
    hydrate = (r) => build(converts, r);
    aliasPlan.hydrators.set(id, hydrate);
  }
  return hydrate;
}

/** Entities of the main alias (the columns the query selected, converted as TypeORM would) and the raw rows. */
export async function selectShaped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, shape: string): Promise<{ entities: T[]; raw: ObjectLiteral[] }> {
  const raw = await selectRaw(qb as SelectQueryBuilder<ObjectLiteral>, shape);
  if (!raw.length) return { entities: [], raw };
  // Every row of one statement has the same keys: the columns it selected are found once.
  const hydrate = hydratorOf(planOf(qb as SelectQueryBuilder<ObjectLiteral>), raw[0]!);
  const entities = new Array<T>(raw.length);
  for (let i = 0; i < raw.length; i++) entities[i] = hydrate(raw[i]!) as T;
  return { entities, raw };
}
