import type { Context } from 'koa';
import { z } from 'zod';
import { errors } from '@atrium/sdk/shared';
import { Reply, type Me, type MeClient, type RequestContext, type RouteDef } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { loadClient, resolveAuth } from '../auth/resolve.js';
import { buildMe } from '../rights/ability.js';
import { wireJson } from '@atrium/sdk/shared';
import { zodError } from './errors.js';
import { readJsonBody } from './body.js';
import { assertRefsInClient, refFields } from './refs.js';
import { documentRoute } from './openapi.js';
import { installedNames } from '../users/assignable.js';
import { compressAnswer } from './compress.js';
import type { RouteTable } from './route-table.js';
import { readMultipart } from './multipart.js';
import { areaOwner, assertUniqueRoutes } from '../plugins/namespaces.js';

/** A route as the core mounted it: what the isolation suite and the OpenAPI builder walk. */
export interface MountedRoute extends RouteDef {
  /** Plugin code, or null for core areas. */
  plugin: string | null;
  fullPath: string;
  /** The right the core checks before the handler; null for core routes, public ones and routes declared `right: { none }`. */
  right: string | null;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> | undefined {
  if (!schema) return undefined;
  const r = schema.safeParse(value);
  if (!r.success) throw zodError(r.error);
  return r.data;
}

/** The names of path params that point at a client (by id or workspace). */
function clientParams(def: RouteDef): string[] {
  const shape = (def.opts.params as z.ZodObject | undefined)?.shape ?? {};
  return Object.entries(shape)
    .filter(([, s]) => (s as z.ZodType).meta?.()?.entity === 'Client')
    .map(([k]) => k);
}

/**
 * The names of path params that hold ids (`idOf`): UUIDs, so no word of another route is one (namespaces.ts). A
 * client may be named by its workspace, a word, so its params are no such ids.
 */
function idParams(def: RouteDef): string[] {
  const shape = (def.opts.params as z.ZodObject | undefined)?.shape ?? {};
  return Object.entries(shape)
    .filter(([, s]) => {
      const meta = (s as z.ZodType).meta?.();
      return !!meta?.entity && meta.entity !== 'Client' && !meta.field;
    })
    .map(([k]) => k);
}

/** Static segments sort before parameters, so `/user/for_client/:c` wins over `/user/:id/:x`. */
export function routeOrder(a: RouteDef, b: RouteDef): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i];
    const y = sb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const px = x.startsWith(':');
    const py = y.startsWith(':');
    if (px !== py) return px ? 1 : -1;
  }
  return 0;
}

const firstRight = (core: Core, code: string): string | undefined => core.plugins.find((p) => p.code === code)?.rights[0];

/**
 * Mounts every route; `owner` names the core area or plugin in the start-up line that refuses two
 * routes with one method and path.
 */
export function mountRoutes(
  core: Core,
  table: RouteTable,
  defs: { def: RouteDef; plugin: string | null; owner: string }[],
): MountedRoute[] {
  const mounted: MountedRoute[] = [];
  const authenticate = resolveAuth(core);
  const openapi = documentRoute(mounted, installedNames(core));
  const all = [...defs, { def: openapi, plugin: null, owner: areaOwner('openapi') }];
  assertUniqueRoutes(all.map(({ def, owner, plugin }) => ({ method: def.method, path: def.path, owner, plugin, ids: idParams(def) })));
  const sorted = all.sort((a, b) => routeOrder(a.def, b.def));
  for (const { def, plugin, owner } of sorted) {
    const fullPath = `/api${def.path}`;
    const auth = def.opts.auth ?? 'user';
    if (typeof def.opts.right === 'object' && !def.opts.right.none.trim())
      throw new Error(`route ${def.method.toUpperCase()} ${fullPath} of ${owner}: right.none must say why no right is needed`);
    // A plugin's routes need its first declared right unless they name another or say why none.
    const right = typeof def.opts.right === 'object' ? null : (def.opts.right ?? (plugin ? firstRight(core, plugin) : null));
    if (right === undefined)
      throw new Error(
        `route ${def.method.toUpperCase()} ${fullPath} of ${owner}: the plugin declares no right; name one or say right.none`,
      );
    // On a public core route there is no caller's own client: a workspace it names is looked up by the handler.
    // A public plugin route (a calendar feed a phone fetches without a session) runs in the client its path names.
    const clientKeys = auth === 'public' && !plugin ? [] : clientParams(def);
    const publicPlugin = auth === 'public' && !!plugin;
    const refs = refFields(core.ds, def);
    const jsonBody = !!def.opts.body && !def.opts.multipart;

    table.add(def.method, fullPath, async (koa: Context) => {
      let me: Me | null = (await authenticate(koa, !def.opts.anonymous))?.me ?? null;
      if (auth !== 'public') {
        if (!me) throw errors.unauthorized();
        if (auth === 'superadmin' && !me.isSuperadmin) throw errors.forbidden();
        if (auth === 'admin' && !me.isAdmin) throw errors.forbidden();
      }
      // A route may take less than the parser's 1 MB; the declared length is refused before any work.
      if (def.opts.maxBody && Number(koa.get('content-length') || 0) > def.opts.maxBody)
        throw errors.tooLarge('Request body too large', 'errors.bodyTooLarge');
      const params = parse(def.opts.params, koa.params) ?? koa.params;
      // Set on public plugin routes only: no caller, the client's services for the handler; the handler checks its secret.
      let pathClient: MeClient | null = null;
      // A client named in the path must be the caller's own; the superadmin enters the one named.
      for (const key of clientKeys) {
        const ref = String((params as Record<string, unknown>)[key]);
        if (publicPlugin) {
          const client = await loadClient(core, ref);
          if (!client || client.status !== 'active') throw errors.notFound();
          if (!isFeatureOn(client, plugin!)) throw errors.featureDisabled();
          pathClient = client;
        } else if (me?.isSuperadmin) {
          const client = await loadClient(core, ref);
          if (!client) throw errors.notFound();
          me = buildMe(me.user, client, core.plugins);
        } else if (!me?.client || (ref !== me.client.id && ref !== me.client.workspace)) {
          throw errors.notFound();
        }
      }
      if (plugin && !publicPlugin) {
        if (!me?.client || !isFeatureOn(me.client, plugin)) throw errors.featureDisabled();
        if (right && !me.hasRight(right)) throw errors.featureDisabled();
      }
      const query = parse(def.opts.query, koa.query) ?? koa.query;
      const body = jsonBody ? parse(def.opts.body, await readJsonBody(koa)) : undefined;
      if (publicPlugin) {
        if (!pathClient) throw errors.featureDisabled();
        me = null;
      }
      if (refs.length && me?.client) await assertRefsInClient(core.ds, me.client.id, refs, { params, body });
      const client = pathClient ?? me?.client;
      // The client's services (each built on first use) with the request's own fields on top.
      const ctx = (
        client
          ? core.serviceContext(client.id, { pluginCode: plugin ?? undefined, me, anonymous: def.opts.anonymous })
          : Object.create(noClientServices)
      ) as RequestContext;
      ctx.me = me as Me;
      ctx.params = params;
      ctx.query = query;
      ctx.body = body;
      ctx.headers = koa.headers;
      ctx.ip = koa.ip;
      ctx.raw = { req: koa.req, res: koa.res, koa };
      ctx.multipart = (limits) => readMultipart(koa, limits);
      const out = await def.handler(ctx);
      if (out instanceof Reply) {
        koa.status = out.status;
        for (const [k, v] of Object.entries(out.headers)) koa.set(k, v);
        if (Buffer.isBuffer(out.body) || typeof out.body === 'string' || isStream(out.body) || out.body === undefined) koa.body = out.body;
        else sendJson(koa, out.body);
      } else {
        // Lists and feeds answer their paging meta beside the result (docs/architecture.md, Request pipeline): `{ result, page, limit, total }`.
        if (def.opts.status) koa.status = def.opts.status;
        sendJson(koa, isPage(out) ? out : { result: out ?? null });
      }
      const compressing = compressAnswer(koa);
      if (compressing) await compressing;
    });
    mounted.push({ ...def, plugin, fullPath, right: plugin && !publicPlugin ? right : null });
  }
  return mounted;
}

/** A page (`result, page, limit, total`) or a feed page (`result, page, pages, total`). */
const isPage = (v: unknown): boolean => {
  if (!v || typeof v !== 'object' || !Array.isArray((v as { result?: unknown }).result)) return false;
  const o = v as Record<string, unknown>;
  return typeof o.page === 'number' && typeof o.total === 'number' && (typeof o.limit === 'number' || typeof o.pages === 'number');
};

/** A JSON answer with the API's `_id` names (a content type the handler set is kept). */
function sendJson(koa: Context, value: unknown) {
  if (!koa.response.get('Content-Type')) koa.set('Content-Type', 'application/json; charset=utf-8');
  koa.body = wireJson(value);
}

const isStream = (v: unknown) => !!v && typeof (v as { pipe?: unknown }).pipe === 'function';

/** A superadmin outside any client has no client services: using one is a clear 400. */
const noClientServices: object = new Proxy(
  {},
  {
    get: (_t, key) => {
      if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
      throw errors.badRequest('Choose a client first', 'errors.noClient');
    },
  },
);
