import { z } from 'zod';
import { In, type DataSource } from 'typeorm';
import { errors } from '@atrium/sdk/shared';
import type { RouteDef } from '@atrium/sdk/server';

/** One id field of a route that names its entity (`idOf('Entity')`), in the params or the body. */
export interface RefField {
  from: 'params' | 'body';
  key: string;
  entity: string;
  list: boolean;
}

interface Node {
  entity?: string;
  anyOf?: Node[];
  oneOf?: Node[];
  items?: Node;
  properties?: Record<string, Node>;
}

function fieldsOf(schema: unknown, from: RefField['from']): RefField[] {
  if (!schema) return [];
  let js: Node;
  try {
    js = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node;
  } catch {
    return [];
  }
  const out: RefField[] = [];
  for (const [key, p] of Object.entries(js.properties ?? {})) {
    const tagged = [p, ...(p.anyOf ?? []), ...(p.oneOf ?? [])].find((x) => x.entity || x.items?.entity);
    const entity = tagged?.entity ?? tagged?.items?.entity;
    if (entity && entity !== 'any' && entity !== 'Client') out.push({ from, key, entity, list: !tagged!.entity });
  }
  return out;
}

/** The id fields of a route whose entity is a client table of this installation. */
export function refFields(ds: DataSource, def: RouteDef): RefField[] {
  const clientEntity = (name: string) => ds.hasMetadata(name) && ds.getMetadata(name).columns.some((c) => c.propertyName === 'clientId');
  return [...fieldsOf(def.opts.params, 'params'), ...(def.opts.multipart ? [] : fieldsOf(def.opts.body, 'body'))].filter((f) =>
    clientEntity(f.entity),
  );
}

/**
 * Another client's id (or an unknown one) in a field tagged with its entity is a 404 before any handler
 * runs: the client check of ids is the platform's, so a handler that forgets it cannot leak through them.
 */
export async function assertRefsInClient(ds: DataSource, clientId: string, fields: RefField[], values: { params: unknown; body: unknown }) {
  for (const f of fields) {
    const raw = (values[f.from] as Record<string, unknown> | undefined)?.[f.key];
    const ids = [...new Set((Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v.length > 0))];
    if (!ids.length) continue;
    const found = await ds.getRepository(f.entity).count({ where: { id: ids.length === 1 ? ids[0] : In(ids), clientId } });
    if (found !== ids.length) throw errors.notFound();
  }
}
