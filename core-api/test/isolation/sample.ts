import { z } from 'zod';

/** A JSON Schema node as z.toJSONSchema writes it (only what the generator reads). */
export interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  prefixItems?: Js[];
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, Js>;
  additionalProperties?: Js | boolean;
  /** From `idOf('Entity')`: the entity the id points at. */
  entity?: string;
  field?: string;
}

export const jsonSchema = (s: z.ZodType): Js => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Js;

/**
 * Picks the id to put where a schema names an entity; undefined leaves the generic sample. `nth`: how many fields of
 * the entity got one before in this value, for a row of their own (a mentor is not the newcomer).
 */
export type IdFor = (entity: string, field: string | undefined, path: string, nth?: number) => string | undefined;

const PATTERN_CANDIDATES = [
  'aa',
  'ab12',
  'test',
  'Test1',
  'a1',
  'abc',
  '2030-01-15',
  '2030-01-15T10:00:00.000Z',
  '10:00',
  '#ffffff',
  '+7 999 123-45-67',
  'user@example.com',
  'https://example.com/',
  'ABC',
  '1234567890',
  '12',
  'a-b',
  'a_b',
  'a.b',
  'ru',
  'en',
];

/** What a field's name says its text is, for strings whose rules JSON Schema cannot state (refinements). */
const BY_NAME: [RegExp, string][] = [
  [/url|link|href|site/i, 'https://example.com/'],
  [/e-?mail/i, 'user@example.com'],
  [/phone/i, '+7 999 123-45-67'],
  [/colou?r/i, '#ffffff'],
  [/date|day|since|start|end|deadline/i, '2030-01-15'],
  [/time/i, '10:00'],
];

function stringSample(s: Js, key = ''): string {
  const fits = (v: string) =>
    v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  const byFormat: Record<string, string> = {
    email: 'user@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    'date-time': '2030-01-15T10:00:00.000Z',
    date: '2030-01-15',
    time: '10:00:00',
    uuid: '01900000-0000-7000-8000-000000000000',
    ipv4: '127.0.0.1',
    cuid: 'cjld2cjxh0000qzrmn831i7rn',
    duration: 'P1D',
  };
  if (s.format && byFormat[s.format]) return byFormat[s.format]!;
  const plain = 'x'.repeat(Math.max(s.minLength ?? 0, 6));
  const named = BY_NAME.find(([re]) => re.test(key))?.[1];
  for (const v of [...(named ? [named] : []), plain.slice(0, s.maxLength ?? plain.length), ...PATTERN_CANDIDATES]) if (fits(v)) return v;
  return plain;
}

function numberSample(s: Js, integer: boolean): number {
  let lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  lo ??= hi !== undefined && hi < 1 ? hi : 1;
  return Math.max(lo, Math.min(1, hi ?? 1));
}

/**
 * A valid-looking value for a JSON Schema: required properties only, plus every property that names
 * an entity (so ids can be swapped in), smallest arrays allowed (one item for id lists).
 */
export function sample(root: Js, idFor: IdFor, mode: { full?: boolean; bool?: boolean; lists?: boolean } = {}): unknown {
  const resolve = (s: Js): Js => (s.$ref?.startsWith('#/$defs/') ? (root.$defs?.[s.$ref.slice(8)] ?? {}) : s);
  const names = (s: Js): boolean =>
    !!resolve(s).entity || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(names) || (!!s.items && names(s.items));

  const walk = (raw: Js, path: string): unknown => {
    const s = resolve(raw);
    const key =
      path
        .split('.')
        .filter((x) => !/^\d+$/.test(x))
        .pop() ?? '';
    if (s.entity) return idFor(s.entity, s.field, path) ?? stringSample(s, key);
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const options = s.anyOf ?? s.oneOf;
    if (options) return walk(options.find((o) => resolve(o).type !== 'null') ?? options[0]!, path);
    if (s.allOf?.length) return walk(Object.assign({}, ...s.allOf.map(resolve)), path);
    const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
    switch (type) {
      case 'string':
        return stringSample(s, key);
      case 'integer':
        return numberSample(s, true);
      case 'number':
        return numberSample(s, false);
      case 'boolean':
        return mode.bool ?? true;
      case 'null':
        return null;
      case 'array': {
        if (s.prefixItems) return s.prefixItems.map((p, i) => walk(p, `${path}.${i}`));
        const n = Math.max(s.minItems ?? 0, (s.items && names(s.items)) || mode.full || mode.lists ? 1 : 0);
        return Array.from({ length: n }, (_, i) => walk(s.items ?? {}, `${path}.${i}`));
      }
      case 'object':
      case undefined: {
        if (!s.properties) return type === 'object' ? {} : s.default !== undefined ? s.default : 'x';
        const out: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        const listOrFlag = (v: Js) => ['array', 'boolean'].includes(String(resolve(v).type));
        for (const [k, v] of Object.entries(s.properties))
          if (required.has(k) || names(v) || mode.full || (mode.lists && listOrFlag(v))) out[k] = walk(v, path ? `${path}.${k}` : k);
        return out;
      }
      default:
        return null;
    }
  };
  return walk(root, '');
}

/**
 * A sample that the zod schema accepts, or the reason it could not be built. Confirmation fields are
 * copied from what they confirm (a refinement JSON Schema cannot state).
 */
export function validSample(schema: z.ZodType, idFor: IdFor, example?: unknown): { value: unknown } | { error: string } {
  const js = jsonSchema(schema);
  // The smallest body first; then with lists and flags filled; then every field, booleans on and then off (refinements often want one).
  const tries =
    example !== undefined
      ? [injectIds(structuredClone(example), js, idFor)]
      : [
          sample(js, idFor),
          sample(js, idFor, { lists: true, bool: true }),
          sample(js, idFor, { full: true, bool: true }),
          sample(js, idFor, { full: true, bool: false }),
        ];
  let error = '';
  for (const value of tries) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const o = value as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const m = /^confirm(.+)$/i.exec(k);
        const target = m && Object.keys(o).find((x) => x.toLowerCase() === m[1]!.toLowerCase());
        if (target) o[k] = o[target];
      }
    }
    const r = schema.safeParse(value);
    if (r.success) return { value };
    error ||= r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  }
  return { error };
}

/**
 * Puts the tenant's ids into an example wherever it has '' for a field the schema names an entity in, down objects
 * and lists (a cycle's participants); null and left-out fields stay as they are. Each such field of one entity gets
 * the next row of it.
 */
function injectIds(example: unknown, root: Js, idFor: IdFor): unknown {
  const resolve = (s: Js): Js => (s.$ref?.startsWith('#/$defs/') ? (root.$defs?.[s.$ref.slice(8)] ?? {}) : s);
  const used = new Map<string, number>();
  const walk = (value: unknown, raw: Js, path: string): unknown => {
    const s = resolve(raw);
    const options = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(resolve);
    const named = options.find((o) => o.entity);
    if (value === '' && named) {
      const nth = used.get(named.entity!) ?? 0;
      used.set(named.entity!, nth + 1);
      return idFor(named.entity!, named.field, path, nth) ?? value;
    }
    if (Array.isArray(value)) {
      const items = options.find((o) => o.items)?.items;
      return items ? value.map((v, i) => walk(v, items, `${path}.${i}`)) : value;
    }
    const properties = options.find((o) => o.properties)?.properties;
    if (!value || typeof value !== 'object' || !properties) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, properties[k] ? walk(v, properties[k], path ? `${path}.${k}` : k) : v]),
    );
  };
  return walk(example, root, '');
}

/** Where a schema names entities: `[path, entity, isList]` of object properties (one level deep is what routes use). */
export function entityFields(s: Js): { key: string; entity: string; list: boolean }[] {
  const out: { key: string; entity: string; list: boolean }[] = [];
  for (const [key, p] of Object.entries(s.properties ?? {})) {
    const opt = [p, ...(p.anyOf ?? []), ...(p.oneOf ?? [])].find((x) => x.entity || x.items?.entity);
    if (opt) out.push({ key, entity: (opt.entity ?? opt.items?.entity)!, list: !opt.entity });
  }
  return out;
}
