import type { EntityMetadata, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
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
const shapes = new WeakMap<object, Map<string, string>>();
const verify = !!process.env.VITEST;

export function shapeSql(qb: SelectQueryBuilder<ObjectLiteral>, shape: string): string {
  let cache = shapes.get(qb.connection);
  if (!cache) shapes.set(qb.connection, (cache = new Map()));
  const known = cache.get(shape);
  if (known !== undefined && !verify) return known;
  const sql = qb.getQuery();
  if (known !== undefined && known !== sql) throw new Error(`query shape "${shape}" names two different queries:\n${known}\n${sql}`);
  if (known === undefined && cache.size >= MAX_SHAPES) cache.delete(cache.keys().next().value!);
  cache.set(shape, sql);
  return sql;
}

/** Raw rows of a select, its SQL taken from the shape cache. */
export async function selectRaw<R = ObjectLiteral>(qb: SelectQueryBuilder<ObjectLiteral>, shape: string): Promise<R[]> {
  const named = shapeSql(qb, shape);
  const [sql, params] = qb.connection.driver.escapeQueryWithParameters(named, qb.getParameters(), qb.expressionMap.nativeParameters);
  // The builder's own runner when it was made inside a transaction (TypeORM keeps it protected).
  const own = (qb as unknown as { queryRunner?: QueryRunner }).queryRunner;
  const runner = own ?? qb.connection.createQueryRunner();
  try {
    return (await runner.query(sql, params)) as R[];
  } finally {
    if (runner !== own) await runner.release();
  }
}

type Plan = { column: ColumnMetadata; key: string }[];
const plans = new WeakMap<EntityMetadata, Map<string, Plan>>();

/** Which raw key holds each column of the main alias, worked out once per entity and alias. */
function planOf(qb: SelectQueryBuilder<ObjectLiteral>): Plan {
  const alias = qb.expressionMap.mainAlias!;
  const meta = alias.metadata;
  let byAlias = plans.get(meta);
  if (!byAlias) plans.set(meta, (byAlias = new Map()));
  let plan = byAlias.get(alias.name);
  if (!plan) {
    const driver = qb.connection.driver;
    plan = meta.columns.map((column) => ({ column, key: DriverUtils.buildAlias(driver, undefined, alias.name, column.databaseName) }));
    byAlias.set(alias.name, plan);
  }
  return plan;
}

/** Entities of the main alias (the columns the query selected, converted as TypeORM would) and the raw rows. */
export async function selectShaped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, shape: string): Promise<{ entities: T[]; raw: ObjectLiteral[] }> {
  const raw = await selectRaw(qb as SelectQueryBuilder<ObjectLiteral>, shape);
  const plan = planOf(qb as SelectQueryBuilder<ObjectLiteral>);
  const driver = qb.connection.driver;
  const entities = raw.map((row) => {
    const entity: ObjectLiteral = {};
    for (const { column, key } of plan) if (key in row) entity[column.propertyName] = driver.prepareHydratedValue(row[key], column);
    return entity as T;
  });
  return { entities, raw };
}
