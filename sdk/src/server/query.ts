import type { EntitySchema, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { MeUser } from './context.js';

declare const valueType: unique symbol;
declare const rowType: unique symbol;

/**
 * A value of a declared query as its SQL names it: at build time it is the placeholder text (`:author`,
 * or `:...authors` for a list), never the value, so the SQL is the same for every call. `V` is the type
 * of the value a call passes.
 */
export type Param<V> = string & { readonly [valueType]?: V };

/** The placeholders of a declared query's values: `(q, p: Params<{ author: string }>) => q.andWhere(\`p.authorId = ${p.author}\`)`. */
export type Params<P> = { readonly [K in keyof P]-?: Param<P[K]> };

/** How a declared query types its raw rows: `q.select('COUNT(*)', 'n').rows<{ n: number }>()`. */
export interface RowsOf<R> {
  readonly [rowType]?: R;
}

/**
 * A query builder limited to the current client: its root alias (a later `.where()` is AND-ed to that
 * condition, never replaces it), and every entity it joins or sub-selects through these methods, so no
 * plugin writes a tenant condition by hand. `repo.qb(alias)` answers one; declared queries start from one.
 */
export interface ScopedQueryBuilder<T extends ObjectLiteral> extends SelectQueryBuilder<T> {
  /** INNER JOIN of another entity's rows of the current client; `on` is the join's own condition (`c.id = m.chatId`). */
  innerJoinScoped<S extends ObjectLiteral>(entity: EntitySchema<S>, alias: string, on: string, params?: ObjectLiteral): this;
  /** LEFT JOIN of another entity's rows of the current client (the client is part of ON: rows without a match stay). */
  leftJoinScoped<S extends ObjectLiteral>(entity: EntitySchema<S>, alias: string, on: string, params?: ObjectLiteral): this;
  /**
   * The SQL (no parentheses) of a select over another entity limited to the current client, for a
   * sub-query (`EXISTS (…)`); its parameters join the query's, so their names must not clash with the
   * query's own. Correlate it by naming the outer alias (`c.postId = p.id`).
   */
  sub<S extends ObjectLiteral>(entity: EntitySchema<S>, alias: string, build: (s: ScopedQueryBuilder<S>) => SelectQueryBuilder<S>): string;
}

/** The query builder a declared query starts from: scoped, with the helpers below. */
export interface QueryBuilder<T extends ObjectLiteral> extends ScopedQueryBuilder<T> {
  /**
   * ANDs "the content grants let `reader` read (or write) `alias.idColumn`" (default: the root alias's
   * `id`). The grant check's own parameter names come from the platform; the call passes the reader.
   */
  granted(reader: Param<MeUser>, resourceType: string, opts?: { alias?: string; idColumn?: string; level?: 'read' | 'write' }): this;
  /** The condition `granted` ANDs, as SQL text, to combine it with OR or put it in a sub-query. */
  grantedSql(reader: Param<MeUser>, resourceType: string, opts?: { alias?: string; idColumn?: string; level?: 'read' | 'write' }): string;
  /** `ScopedQueryBuilder.sub` whose builder has these helpers too. */
  sub<S extends ObjectLiteral>(entity: EntitySchema<S>, alias: string, build: (s: QueryBuilder<S>) => SelectQueryBuilder<S>): string;
  /** LIMIT and OFFSET as values of the call, checked whole numbers (`.limit()` and `.offset()` in a build are refused). */
  paged(limit: Param<number>, offset: Param<number>): this;
  /** Types the raw rows the query answers. */
  rows<R>(): this & RowsOf<R>;
}

/**
 * A query declared once at module scope (`defineQuery`) and run with `ctx.db.run(query, values)`.
 * `V` is its variant: a small value (a flag, a filter's name) that changes the SQL's structure; each
 * variant is built once.
 */
export interface DeclaredQuery<T extends ObjectLiteral, P, V, R> {
  readonly name: string;
  readonly entity: EntitySchema<T>;
  readonly alias: string;
  readonly build: (q: QueryBuilder<T>, p: Params<P>, variant: V) => SelectQueryBuilder<T> & RowsOf<R>;
  /**
   * `bounded` (the default): a query has a few variants, and more than 100 is refused as a value written into
   * its structure. `many`: its variants follow the user's input (the words of a search, each walked in a
   * statement of its own shape), so the platform keeps the 100 built last and builds an older one again.
   */
  readonly variants: 'bounded' | 'many';
}

/**
 * Declares a query: `name` is unique in the process (a second query of that name is refused at its
 * first run), `alias` names the root entity in the SQL. `build` runs once per variant, on the first
 * call: it sees placeholders (`p.author`), not values, so every value the query depends on must come
 * through `p`, and branches on the variant only. The platform adds the client's condition, names the
 * grant checks' parameters, caches the SQL and checks each call's values (every one `build` read must
 * be passed, lists stay lists).
 */
export function defineQuery<T extends ObjectLiteral, P = Record<never, never>, V = undefined, R = ObjectLiteral>(
  name: string,
  entity: EntitySchema<T>,
  alias: string,
  build: (q: QueryBuilder<T>, p: Params<P>, variant: V) => SelectQueryBuilder<T> & RowsOf<R>,
  options: { variants?: 'bounded' | 'many' } = {},
): DeclaredQuery<T, P, V, R> {
  return Object.freeze({ name, entity, alias, build, variants: options.variants ?? 'bounded' });
}

/** What a declared query answers: raw rows, and entities of the root alias (the columns it selected). */
export interface QueryResult<T, R> {
  readonly raw: R[];
  /** Made from the raw rows on first read. */
  readonly entities: T[];
}

/** The variant argument of `run`: absent when the query has none. */
export type VariantArg<V> = [V] extends [undefined] ? [] : [variant: V];
