import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { laterShape, type InstalledNames } from '@atrium/sdk/shared';
import { reply, type RouteDef } from '@atrium/sdk/server';

interface Documented extends RouteDef {
  plugin: string | null;
  fullPath: string;
  right: string | null;
}

type Schema = Record<string, unknown>;

/** The installation's rights, roles and features, listed where a schema is marked `namesOf(kind)`. */
export type NameLists = Record<InstalledNames, string[]>;

/**
 * A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses); what JSON cannot state is left open. What
 * the server checks beyond the schema is added: the shape of a value checked later, and name lists.
 */
function toSchema(s: unknown, names: NameLists): Schema {
  try {
    const { $schema: _s, ...rest } = z.toJSONSchema(s as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const later = laterShape(zodSchema);
        if (later) Object.assign(jsonSchema, toSchema(later, names));
        const kind = jsonSchema.names as InstalledNames | undefined;
        if (kind && names[kind]) {
          delete jsonSchema.names;
          jsonSchema.enum = names[kind];
        }
      },
    }) as Schema;
    return rest;
  } catch {
    return {};
  }
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** `/api/user/:id` → `/api/user/{id}` */
export const openApiPath = (p: string) => p.replace(/:(\w+)\??/g, '{$1}');

/** Answer schemas by operation (`GET /api/poll/{id}`) and the named types they refer to, read from the routes' types. */
export interface OpenApiAnswers {
  operations: Record<string, Schema>;
  schemas: Record<string, Schema>;
}

/**
 * Written by `npm run openapi` from the TypeScript types (scripts/openapi-answers.ts), read here once: the
 * server compiles no TypeScript. A route it does not list (a plugin installed since) is described by its kind.
 */
export const ANSWERS_FILE = path.resolve(import.meta.dirname, '../../../docs/api/answers.json');

export function readOpenApiAnswers(file = ANSWERS_FILE): OpenApiAnswers {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiAnswers) : { operations: {}, schemas: {} };
}

const PAGE_META = { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } };

/** The path of the route that serves the document. */
const DOCUMENT_PATH = '/openapi.json';

/** What GET api/openapi.json answers: the document itself, not `{ result }`. */
const DOCUMENT_ANSWER = {
  description: 'An OpenAPI 3.1 document',
  externalDocs: { url: 'https://spec.openapis.org/oas/v3.1.0' },
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    info: { type: 'object', required: ['title', 'version'], properties: { title: { type: 'string' }, version: { type: 'string' } } },
    servers: { type: 'array', items: { type: 'object' } },
    paths: { type: 'object' },
    components: { type: 'object' },
    security: { type: 'array', items: { type: 'object' } },
  },
};

/**
 * The route that serves the document of every mounted route, itself included; built once, on first
 * request. Sent as its own JSON text: the answers' renaming of `id` keys to `_id` would rename the
 * properties of the request schemas too, which are parsed with the names the zod schemas give.
 */
export function documentRoute(mounted: Documented[], names: NameLists): RouteDef {
  let doc: string | null = null;
  return {
    method: 'get',
    path: DOCUMENT_PATH,
    opts: { auth: 'public', summary: 'The OpenAPI 3.1 document of every mounted route' },
    handler: () =>
      reply((doc ??= JSON.stringify(buildOpenApi(mounted, { title: 'Atrium API', version: '1.0.0' }, names))), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
  };
}

/** The success answer of a route: a file of its type, or JSON of the schema its types give (else of its kind). */
function success(r: Documented, answers: OpenApiAnswers) {
  const answer = r.opts.answer;
  if (r.fullPath === `/api${DOCUMENT_PATH}`)
    return { description: 'The document', content: { 'application/json': { schema: DOCUMENT_ANSWER } } };
  if (answer?.kind === 'file')
    return {
      description: 'The file',
      content: { [answer.type ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } },
    };
  const schema =
    answers.operations[`${r.method.toUpperCase()} ${openApiPath(r.fullPath)}`] ??
    (answer?.kind === 'page'
      ? { type: 'object', required: ['result', 'page', 'total'], properties: { result: { type: 'array', items: {} }, ...PAGE_META } }
      : { type: 'object', properties: { result: {} } });
  const description =
    r.opts.status === 202 ? 'Accepted, to run as a job: `{ result }`' : 'Success: `{ result }`, lists `{ result, page, limit, total }`';
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The OpenAPI 3.1 document of the mounted routes, built from the same zod schemas the core validates
 * with, so the document cannot drift from what the server accepts.
 */
export function buildOpenApi(
  routes: Documented[],
  info: { title: string; version: string },
  names: NameLists,
  answers: OpenApiAnswers = readOpenApiAnswers(),
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const auth = r.opts.auth ?? 'user';
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', r.opts.params],
      ['query', r.opts.query],
    ] as const) {
      const js = schema ? toSchema(schema, names) : null;
      const required = new Set((js?.required as string[] | undefined) ?? []);
      for (const [name, prop] of Object.entries((js?.properties as Record<string, Schema> | undefined) ?? {})) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || required.has(name),
          schema: prop,
          ...(prop.entity ? { description: `id of a ${String(prop.entity)} of the caller's client` } : {}),
        });
      }
    }
    for (const m of r.fullPath.matchAll(/:(\w+)/g))
      if (!parameters.some((p) => (p as { name: string }).name === m[1]))
        parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
    const responses: Record<string, unknown> = {
      [r.opts.status ?? 200]: success(r, answers),
      400: errorResponse('Validation failed; `details` lists the fields'),
      404: errorResponse('Not found, also for ids of another client'),
    };
    if (auth !== 'public')
      Object.assign(responses, {
        401: errorResponse('No or expired session'),
        403: errorResponse(r.plugin ? 'No access, or `feature disabled`' : 'No access'),
      });
    if (r.method !== 'get') Object.assign(responses, { 409: errorResponse('Conflict'), 413: errorResponse('Request body too large') });
    const op: Record<string, unknown> = {
      operationId: `${r.method}${r.fullPath.replace(/[/:{}]+(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
      summary: r.opts.summary ?? `${r.method.toUpperCase()} ${r.fullPath}`,
      tags: [r.plugin ?? 'core'],
      parameters,
      responses,
      'x-atrium-auth': auth,
      ...(r.plugin ? { 'x-atrium-feature': r.plugin, 'x-atrium-right': r.right } : {}),
      ...(typeof r.opts.right === 'object' ? { 'x-atrium-no-right': r.opts.right.none } : {}),
      ...(auth === 'public' ? { security: [] } : {}),
    };
    if (r.opts.multipart)
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            // One file at least; more may follow under any field name.
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      };
    else if (r.opts.body && r.method !== 'get') {
      op.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: toSchema(r.opts.body, names),
            ...(r.opts.example !== undefined ? { example: r.opts.example } : {}),
          },
        },
      };
    }
    (paths[openApiPath(r.fullPath)] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'Atrium API. Company-scoped calls carry `X-COMPANY-ID` (workspace code) and `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/' }],
    // By path, whatever order the routes mount in: adding a route moves no other in the committed document.
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ...answers.schemas,
        Error: {
          type: 'object',
          required: ['name', 'message', 'key'],
          properties: {
            name: { type: 'string' },
            message: { type: 'string' },
            key: { type: 'string' },
            // ErrorDetails of @atrium/sdk/shared: the refused fields, or the values the message names.
            details: {
              anyOf: [
                {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['path', 'message'],
                    properties: {
                      path: { type: 'string' },
                      message: { type: 'string' },
                      key: { type: 'string' },
                      code: { type: 'string' },
                      ids: { type: 'array', items: { type: 'string' } },
                    },
                  },
                },
                { type: 'object' },
              ],
            },
          },
        },
      },
    },
    security: [{ bearer: [] }],
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Doc = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/**
 * How a committed OpenAPI document differs from the one the server builds: one line per operation
 * missing, left over or changed, and one per other top-level part. Empty when the document is current.
 */
export function openApiDrift(committed: Doc, current: Doc): string[] {
  const lines: string[] = [];
  const ops = (d: Doc) =>
    new Map(
      Object.entries(d.paths ?? {}).flatMap(([p, item]) =>
        METHODS.filter((m) => item[m] !== undefined).map((m) => [`${m.toUpperCase()} ${p}`, item[m]] as const),
      ),
    );
  const was = ops(committed);
  const now = ops(current);
  for (const [op, value] of now) {
    if (!was.has(op)) lines.push(`${op}: mounted, missing from the document`);
    else if (!isDeepStrictEqual(was.get(op), value)) lines.push(`${op}: differs from the mounted route`);
  }
  for (const op of was.keys()) if (!now.has(op)) lines.push(`${op}: in the document, not mounted`);
  for (const key of new Set([...Object.keys(committed), ...Object.keys(current)]))
    if (key !== 'paths' && !isDeepStrictEqual(committed[key], current[key])) lines.push(`${key}: differs`);
  return lines;
}
