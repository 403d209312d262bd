import { z } from 'zod';
import type { EntitySchema, ObjectLiteral } from 'typeorm';
import { errors } from '../shared/errors.js';
import { idOf } from '../shared/ids.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../shared/paging.js';
import type { RequestContext } from './context.js';
import type { AuthLevel, RouteBuilder } from './routes.js';

type Row = ObjectLiteral & { id: string };

export interface CrudOptions<T extends Row, C extends z.ZodObject, U extends z.ZodObject> {
  /** The path segment: `GET /api/<module>`, `GET|PUT|DELETE /api/<module>/:id`, `POST /api/<module>`. */
  module: string;
  entity: EntitySchema<T>;
  create: C;
  /** Default: every field of `create`, each optional. */
  update?: U;
  /** Columns `?filter={"col":value}` may match on (equality); anything else is refused with 400. */
  filter?: (keyof T & string)[];
  /** List order; default newest first. */
  order?: Partial<Record<keyof T & string, 'ASC' | 'DESC'>>;
  /** Who may read (default 'user') and who may write (default: same as read). */
  auth?: AuthLevel;
  writeAuth?: AuthLevel;
  /** The right these routes need (plugin routes default to the plugin's code). */
  right?: string | false;
  /** Turns a validated body into the columns stored, e.g. to add the author. */
  toRow?: (ctx: RequestContext, body: z.output<C> | z.output<U>, existing: T | null) => Partial<T> | Promise<Partial<T>>;
  /** A valid create body for the isolation suite and the OpenAPI example. */
  example?: z.input<C>;
}

const FilterValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/**
 * The spec's generic module calls (core §7) for one entity, tenant-scoped through `ctx.db` and
 * validated like any route: a plugin opts in per entity instead of writing five handlers.
 */
export function crudRoutes<T extends Row, C extends z.ZodObject, U extends z.ZodObject = C>(
  r: RouteBuilder,
  o: CrudOptions<T, C, U>,
): void {
  const entityName = String(o.entity.options.name);
  const Params = z.object({ id: idOf(entityName) });
  const update = (o.update ?? o.create.partial()) as z.ZodObject;
  const allowed = new Set<string>(o.filter ?? []);
  const Query = z.object({
    filter: z
      .string()
      .max(4000)
      .optional()
      .transform((raw, ctx) => {
        if (!raw) return {} as Record<string, z.infer<typeof FilterValue>>;
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
          return z.NEVER;
        }
        const obj = z.record(z.string(), FilterValue).safeParse(parsed);
        if (!obj.success) {
          ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object of plain values' });
          return z.NEVER;
        }
        const bad = Object.keys(obj.data).filter((k) => !allowed.has(k));
        if (bad.length) {
          ctx.addIssue({ code: 'custom', message: `cannot filter by ${bad.join(', ')}` });
          return z.NEVER;
        }
        return obj.data;
      }),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  });
  const read = { auth: o.auth ?? 'user', ...(o.right !== undefined ? { right: o.right } : {}) } as const;
  const write = { ...read, auth: o.writeAuth ?? read.auth };
  const base = `/${o.module}`;
  const order = (o.order ?? { createdAt: 'DESC', id: 'DESC' }) as never;

  r.get(
    base,
    { ...read, query: Query, summary: `List ${o.module}, paged; ?filter is a JSON object of ${[...allowed].join(', ') || 'no fields'}` },
    (ctx) => ctx.db.repo(o.entity).page({ where: ctx.query.filter as never, order, page: ctx.query.page, limit: ctx.query.limit }),
  );

  r.get(`${base}/:id`, { ...read, params: Params, summary: `One of ${o.module}` }, (ctx) => ctx.db.repo(o.entity).get(ctx.params.id));

  r.post(base, { ...write, body: o.create, example: o.example as never, summary: `Create one of ${o.module}` }, async (ctx) => {
    const data = o.toRow ? await o.toRow(ctx as RequestContext, ctx.body as z.output<C>, null) : ctx.body;
    return ctx.db.repo(o.entity).insert(data as never);
  });

  r.put(`${base}/:id`, { ...write, params: Params, body: update, summary: `Change one of ${o.module}` }, async (ctx) => {
    const repo = ctx.db.repo(o.entity);
    const existing = await repo.get(ctx.params.id);
    const data = o.toRow ? await o.toRow(ctx as RequestContext, ctx.body as z.output<U>, existing) : ctx.body;
    if (Object.keys(data as object).length) await repo.update({ id: existing.id } as never, data as never);
    return repo.get(existing.id);
  });

  r.delete(`${base}/:id`, { ...write, params: Params, summary: `Delete one of ${o.module}` }, async (ctx) => {
    const deleted = await ctx.db.repo(o.entity).delete({ id: ctx.params.id } as never);
    if (!deleted) throw errors.notFound();
    return { ok: true };
  });
}
