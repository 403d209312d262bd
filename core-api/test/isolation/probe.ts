import crypto from 'node:crypto';
import type { z } from 'zod';
import type { MountedRoute } from '@atrium/core-api';
import type { TestResponse, TestUser } from '@atrium/sdk/testing';
import type { CoreTestApp } from '../support/app.js';
import { entityFields, jsonSchema, sample, validSample, type Js } from './sample.js';
import { allIds, changedTables, foreignIds, snapshot, type Tenant } from './world.js';

export interface Problem {
  route: string;
  check: string;
  detail: string;
}

export interface Walk {
  t: CoreTestApp;
  /** The caller's client. */
  a: Tenant;
  /** The other client, whose data must stay invisible and unchanged. */
  b: Tenant;
  /** A client with every plugin feature off. */
  off: Tenant;
}

const name = (r: MountedRoute) => `${r.method.toUpperCase()} ${r.fullPath}`;
const randomId = () => crypto.randomUUID();
const ok = (s: number) => s >= 200 && s < 300;

/** What a request is made of before ids are chosen. */
interface Shape {
  params: { key: string; entity?: string; field?: string; schema: Js }[];
  bodyEntities: { key: string; entity: string; list: boolean }[];
}

function shapeOf(r: MountedRoute): Shape {
  const ps = r.opts.params ? jsonSchema(r.opts.params as z.ZodType) : { properties: {} };
  const params = Object.entries(ps.properties ?? {}).map(([key, schema]) => {
    const tagged = [schema, ...(schema.anyOf ?? [])].find((x) => x.entity);
    return { key, entity: tagged?.entity, field: tagged?.field, schema };
  });
  // Path params the route did not describe are still filled, with a generic value.
  for (const m of r.fullPath.matchAll(/:(\w+)/g))
    if (!params.some((p) => p.key === m[1])) params.push({ key: m[1]!, entity: undefined, field: undefined, schema: { type: 'string' } });
  const bodyEntities = r.opts.body && !r.opts.multipart ? entityFields(jsonSchema(r.opts.body as z.ZodType)) : [];
  return { params, bodyEntities };
}

/** The value of an entity reference inside a tenant (a random id where it has no such rows). */
function idIn(t: Tenant, entity: string, field?: string, nth = 0): string {
  if (entity === 'Client') return field === 'workspace' ? t.workspace : t.id;
  if (entity === 'any') return [...t.ids.values()].find((l) => l.length && l !== t.ids.get('Client'))?.[0] ?? randomId();
  const rows = t.ids.get(entity);
  return rows?.[nth] ?? rows?.[0] ?? randomId();
}

/** The other tenant's ids to try for an entity: a few rows, or one of every table for 'any'. */
function foreignCandidates(b: Tenant, entity: string, field?: string): string[] {
  if (entity === 'Client') return [field === 'workspace' ? b.workspace : b.id];
  if (entity === 'any') return [...b.ids.entries()].filter(([e]) => e !== 'Client').flatMap(([, l]) => l.slice(0, 1));
  return (b.ids.get(entity) ?? []).slice(0, 3);
}

interface Built {
  path: string;
  body: unknown;
}

/** A valid request of the route inside tenant `t`, with optional overrides of path params and body fields. */
function build(
  r: MountedRoute,
  t: Tenant,
  shape: Shape,
  over: { params?: Record<string, string>; body?: Record<string, string> } = {},
): Built | { error: string } {
  const values: Record<string, string> = {};
  for (const p of shape.params) {
    values[p.key] = over.params?.[p.key] ?? (p.entity ? idIn(t, p.entity, p.field) : String(sample(p.schema, () => undefined)));
  }
  if (r.opts.params) {
    const check = (r.opts.params as z.ZodType).safeParse(values);
    if (!check.success) return { error: `params: ${check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  }
  let query = '';
  if (r.opts.query) {
    const example = typeof r.opts.exampleQuery === 'function' ? (r.opts.exampleQuery as () => unknown)() : r.opts.exampleQuery;
    const q = validSample(r.opts.query as z.ZodType, (e, f, _p, nth) => idIn(t, e, f, nth), example);
    if ('error' in q) return { error: `query: ${q.error}` };
    const usp = new URLSearchParams();
    for (const [k, v] of Object.entries((q.value ?? {}) as Record<string, unknown>))
      usp.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    query = usp.size ? `?${usp}` : '';
  }
  let body: unknown = undefined;
  if (r.method !== 'get' && r.opts.body && !r.opts.multipart) {
    const b = validSample(r.opts.body as z.ZodType, (e, f, _p, nth) => idIn(t, e, f, nth), r.opts.example);
    if ('error' in b) return { error: `body: ${b.error}; give the route an \`example\`` };
    body = b.value;
    if (over.body && body && typeof body === 'object') {
      for (const f of shape.bodyEntities)
        if (over.body[f.key] !== undefined) (body as Record<string, unknown>)[f.key] = f.list ? [over.body[f.key]] : over.body[f.key];
    }
  } else if (r.method !== 'get') body = {};
  const path = r.fullPath.replace(/:(\w+)\??/g, (_m, k: string) => encodeURIComponent(values[k] ?? 'x')) + query;
  return { path, body };
}

const call = (u: { api: TestUser['api'] }, r: MountedRoute, b: Built): Promise<TestResponse> =>
  u.api.request(r.method, b.path, r.method === 'get' ? undefined : b.body);

const isPluginGuarded = (r: MountedRoute) => !!r.plugin && typeof r.opts.right !== 'object';
const needsAdmin = (r: MountedRoute) => r.opts.auth === 'admin' || r.opts.auth === 'superadmin';

/** 401 without a session, 403 without the role or right, 403 'feature disabled' with the feature off. */
export async function accessChecks(w: Walk, r: MountedRoute, problems: Problem[]) {
  if ((r.opts.auth ?? 'user') === 'public') return;
  const shape = shapeOf(r);
  const built = build(r, w.a, shape);
  if ('error' in built) {
    problems.push({ route: name(r), check: 'sample', detail: built.error });
    return;
  }
  const anon = await call(w.t, r, built);
  if (anon.status !== 401) problems.push({ route: name(r), check: 'no session → 401', detail: `got ${anon.status}` });
  if (needsAdmin(r) || isPluginGuarded(r)) {
    const res = await call(w.a.plain, r, built);
    if (res.status !== 403)
      problems.push({ route: name(r), check: 'no right → 403', detail: `got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
  }
  if (r.plugin) {
    const offBuilt = build(r, w.off, shape);
    if ('error' in offBuilt) return;
    const res = await call(w.off.admin, r, offBuilt);
    if (res.status !== 403 || res.body?.message !== 'feature disabled')
      problems.push({
        route: name(r),
        check: 'feature off → 403 feature disabled',
        detail: `got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
      });
  }
}

/** Checks one answer and, for writes, both tenants' rows against the other tenant's ids. */
async function judge(
  w: Walk,
  r: MountedRoute,
  label: string,
  res: TestResponse,
  before: Map<string, string> | null,
  expectRefusal: boolean,
  problems: Problem[],
) {
  const bIds = allIds(w.b);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  if (res.status >= 500) problems.push({ route: name(r), check: label, detail: `server error ${res.status} ${text.slice(0, 200)}` });
  if (expectRefusal && (ok(res.status) || res.status === 401))
    problems.push({ route: name(r), check: label, detail: `another client's id was accepted: ${res.status}` });
  const leaked = foreignIds(text, bIds);
  if (leaked.length)
    problems.push({ route: name(r), check: label, detail: `the answer holds another client's ids: ${leaked.slice(0, 3).join(', ')}` });
  if (before) {
    const changed = changedTables(before, await snapshot(w.t.app.ds, w.b.id));
    if (changed.length) problems.push({ route: name(r), check: label, detail: `another client's rows changed in ${changed.join(', ')}` });
    const mine = [...(await snapshot(w.t.app.ds, w.a.id)).values()].join('\n');
    const refs = foreignIds(mine, bIds);
    if (refs.length)
      problems.push({
        route: name(r),
        check: label,
        detail: `the caller's rows now point at another client's ids: ${refs.slice(0, 3).join(', ')}`,
      });
  }
}

/**
 * Another client's ids in the path (one param at a time, the rest the caller's own) and in the body's
 * id fields: refused (4xx), nothing of the other client answered, nothing of it changed.
 */
export async function crossTenantChecks(w: Walk, r: MountedRoute, problems: Problem[]): Promise<number> {
  if ((r.opts.auth ?? 'user') === 'public') return 0;
  const shape = shapeOf(r);
  const variants: { label: string; params?: Record<string, string>; body?: Record<string, string> }[] = [];
  for (const p of shape.params) {
    if (!p.entity) continue;
    for (const id of foreignCandidates(w.b, p.entity, p.field))
      variants.push({ label: `path ${p.key} of another client`, params: { [p.key]: id } });
  }
  if (shape.bodyEntities.length) {
    const body = Object.fromEntries(shape.bodyEntities.map((f) => [f.key, foreignCandidates(w.b, f.entity)[0] ?? randomId()]));
    variants.push({ label: `body ${Object.keys(body).join(', ')} of another client`, body });
  }
  for (const v of variants) {
    const built = build(r, w.a, shape, v);
    if ('error' in built) {
      problems.push({ route: name(r), check: 'sample', detail: built.error });
      return variants.length;
    }
    const before = r.method === 'get' ? null : await snapshot(w.t.app.ds, w.b.id);
    const res = await call(w.a.admin, r, built);
    await judge(w, r, v.label, res, before, true, problems);
  }
  return variants.length;
}

/** Reads with the caller's own ids, by an admin and by an employee with every right: none of the other client's data. */
export async function readChecks(w: Walk, r: MountedRoute, problems: Problem[]) {
  if ((r.opts.auth ?? 'user') === 'public' || r.method !== 'get') return;
  const built = build(r, w.a, shapeOf(r));
  if ('error' in built) return;
  for (const u of [w.a.admin, w.a.full]) await judge(w, r, 'own read', await call(u, r, built), null, false, problems);
}

/** Writes without any id to swap, done for real inside the caller's client: the other client stays untouched. */
export async function ownWriteChecks(w: Walk, r: MountedRoute, vandal: () => Promise<TestUser>, problems: Problem[]) {
  if ((r.opts.auth ?? 'user') === 'public' || r.method === 'get') return;
  const shape = shapeOf(r);
  if (shape.params.some((p) => p.entity && p.entity !== 'Client') || shape.bodyEntities.length) return;
  const built = build(r, w.a, shape);
  if ('error' in built) return;
  const before = await snapshot(w.t.app.ds, w.b.id);
  await judge(w, r, 'own write', await call(await vandal(), r, built), before, false, problems);
}
