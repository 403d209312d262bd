import type { ObjectLiteral } from 'typeorm';
import { workingTimeBucket, type Grant, type GrantLevel } from '@atrium/sdk/shared';
import { inBatches, type AudienceOptions, type GrantsService, type MeUser, type ClientDb } from '@atrium/sdk/server';
import { doneBySql } from '../db/done-by.js';
import { GrantEntity, type GrantRow } from './entity.js';
import { User } from '../users/entity.js';

type Attrs = Pick<GrantRow, 'userId' | 'headId' | 'departmentId' | 'city' | 'position' | 'bucket' | 'allHeads'>;
const EMPTY: Attrs = { userId: null, headId: null, departmentId: null, city: null, position: null, bucket: null, allHeads: false };

/** Expands a grant into rows; each row is a conjunction of attributes, the rows of one grant are OR-ed. */
export function expandGrant(g: Grant): Attrs[] {
  // A value named twice is one row: it matches the same people.
  const many = <K extends keyof Attrs>(key: K, values: Attrs[K][] | undefined) =>
    [...new Set(values ?? [])].map((v) => ({ ...EMPTY, [key]: v }));
  switch (g.audience) {
    case 'everyone':
      return [EMPTY];
    case 'all_heads':
      return [{ ...EMPTY, allHeads: true }];
    case 'heads':
      return many('headId', g.headIds);
    case 'users':
      return many('userId', g.userIds);
    case 'positions':
      return many('position', g.positions);
    case 'departments':
      return many('departmentId', g.departmentIds);
    case 'cities':
      return many('city', g.cities);
    case 'working_time':
      return many('bucket', g.buckets);
    case 'filter':
      return [
        {
          ...EMPTY,
          departmentId: g.filter?.departmentId ?? null,
          city: g.filter?.city ?? null,
          position: g.filter?.position ?? null,
          bucket: g.filter?.bucket ?? null,
        },
      ];
  }
}

/** The grant the rows of one grant index were expanded from (`expandGrant` read back), the values in the order written. */
export function grantOf(rows: GrantRow[]): Grant {
  const { level, audience } = rows[0]!;
  const values = <K extends keyof Attrs>(key: K) => rows.map((r) => r[key]).filter((v) => v !== null) as NonNullable<Attrs[K]>[];
  const g = { level, audience } as Grant;
  switch (g.audience) {
    case 'heads':
      return { ...g, headIds: values('headId') };
    case 'users':
      return { ...g, userIds: values('userId') };
    case 'positions':
      return { ...g, positions: values('position') };
    case 'departments':
      return { ...g, departmentIds: values('departmentId') };
    case 'cities':
      return { ...g, cities: values('city') };
    case 'working_time':
      return { ...g, buckets: values('bucket') as Grant['buckets'] };
    case 'filter': {
      const r = rows[0]!;
      const filter = { departmentId: r.departmentId, city: r.city, position: r.position, bucket: r.bucket };
      return { ...g, filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== null)) };
    }
    default:
      return g;
  }
}

/** Date strings at which each working-time bucket starts, for comparing `workingSince` (yyyy-mm-dd) in SQL. */
function bucketBounds(now = new Date()) {
  const back = (months: number) => {
    const d = new Date(now);
    d.setMonth(d.getMonth() - months);
    return d.toISOString().slice(0, 10);
  };
  return { m3: back(3), y1: back(12), y5: back(60), y10: back(120) };
}

/** SQL for the working-time bucket of a `workingSince` column. */
function bucketSql(col: string, p: string) {
  return `CASE WHEN ${col} IS NULL THEN '' WHEN ${col} > :${p}m3 THEN 'lt3m' WHEN ${col} > :${p}y1 THEN 'm3y1' WHEN ${col} > :${p}y5 THEN 'y1y5' WHEN ${col} > :${p}y10 THEN 'y5y10' ELSE 'gt10y' END`;
}

/** SQL that says "grant row g matches the user of row alias u" (lists of people). */
function matchUserRowSql(g: string, u: string, p: string): { sql: string; params: ObjectLiteral } {
  const b = bucketBounds();
  return {
    sql: `(${g}.userId IS NULL OR ${g}.userId = ${u}.id) AND (${g}.headId IS NULL OR ${g}.headId = ${u}.chiefId) AND (${g}.departmentId IS NULL OR ${g}.departmentId = ${u}.departmentId)
      AND (${g}.city IS NULL OR ${g}.city = ${u}.city) AND (${g}.position IS NULL OR ${g}.position = ${u}.position) AND (${g}.bucket IS NULL OR ${g}.bucket = ${bucketSql(`${u}.workingSince`, p)})
      AND (${g}.allHeads = :${p}f OR EXISTS (SELECT 1 FROM department ${p}d WHERE ${p}d.clientId = ${g}.clientId AND ${p}d.managerId = ${u}.id AND ${p}d.deleted = :${p}f))`,
    params: { [`${p}f`]: false, [`${p}m3`]: b.m3, [`${p}y1`]: b.y1, [`${p}y5`]: b.y5, [`${p}y10`]: b.y10 },
  };
}

/** SQL that says "grant row g matches the signed-in user" (lists of content); the user's attributes are parameters. */
function matchMeSql(g: string, p: string): string {
  return `(${g}.userId IS NULL OR ${g}.userId = :${p}u) AND (${g}.headId IS NULL OR ${g}.headId = :${p}h) AND (${g}.departmentId IS NULL OR ${g}.departmentId = :${p}d)
    AND (${g}.city IS NULL OR ${g}.city = :${p}c) AND (${g}.position IS NULL OR ${g}.position = :${p}p) AND (${g}.bucket IS NULL OR ${g}.bucket = :${p}b)
    AND (${g}.allHeads = :${p}f OR EXISTS (SELECT 1 FROM department ${p}dd WHERE ${p}dd.clientId = ${g}.clientId AND ${p}dd.managerId = :${p}u AND ${p}dd.deleted = :${p}f))`;
}

/** Parameter names per prefix, made once: values are then set in one order, keeping one object shape. */
const namesByPrefix = new Map<string, Record<'u' | 'h' | 'd' | 'c' | 'p' | 'b' | 'f' | 'rt' | 'lv', string>>();
function namesOf(p: string) {
  let names = namesByPrefix.get(p);
  if (!names)
    namesByPrefix.set(
      p,
      (names = { u: `${p}u`, h: `${p}h`, d: `${p}d`, c: `${p}c`, p: `${p}p`, b: `${p}b`, f: `${p}f`, rt: `${p}rt`, lv: `${p}lv` }),
    );
  return names;
}

function matchMeParams(user: MeUser, p: string, out: ObjectLiteral = {}): ObjectLiteral {
  const n = namesOf(p);
  out[n.u] = user.id;
  out[n.h] = user.chiefId ?? '';
  out[n.d] = user.departmentId ?? '';
  out[n.c] = user.city ?? '';
  out[n.p] = user.position ?? '';
  out[n.b] = workingTimeBucket(user.workingSince) ?? '';
  out[n.f] = false;
  return out;
}

/** `EXISTS` of a matching grant row of the levels given; `target` is the SQL of the resource id. */
function existsSql(p: string, target: string, clientCol: string, levels: string, match: string, typeSql = `:${p}rt`) {
  return `EXISTS (SELECT 1 FROM grant_rule ${p}r WHERE ${p}r.clientId = ${clientCol} AND ${p}r.resourceType = ${typeSql} AND ${p}r.resourceId = ${target} AND ${p}r.level IN (${levels}) AND ${match})`;
}

/**
 * Grant checks already ANDed onto each query builder. Names are numbered per builder (g1_, g2_, …), so
 * the same query shape is the same SQL text on every request and the driver's statement cache hits.
 */
const checksOn = new WeakMap<object, number>();

const WRITE = Object.freeze(['write']);
const READ_OR_WRITE = Object.freeze(['read', 'write']);

/**
 * "The user whose attributes the parameters named with `p` hold may read (or write) `target`" (see `grantParams`).
 * `typeSql` is the SQL of the resource type when each row names its own (the search index); default the parameter.
 */
export function grantSql(p: string, target: string, clientCol: string, typeSql?: string): string {
  const m = matchMeSql(`${p}r`, p);
  return `(${existsSql(p, target, clientCol, `:...${p}lv`, m, typeSql)} AND NOT ${existsSql(p, target, clientCol, `'none'`, m, typeSql)})`;
}

/** The values of a grant check's parameters named with `prefix` (what `grantSql` names). */
export function grantParams(user: MeUser, resourceType: string, opts: { prefix: string; level?: 'read' | 'write' }): ObjectLiteral {
  const out = matchMeParams(user, opts.prefix);
  const n = namesOf(opts.prefix);
  out[n.rt] = resourceType;
  out[n.lv] = opts.level === 'write' ? WRITE : READ_OR_WRITE;
  return out;
}

/**
 * The active users the grants of a resource reach, as one query over users: each user row is matched
 * against the grant rows in SQL, never paged in memory.
 */
function audienceQuery<S extends ObjectLiteral>(db: ClientDb, resourceType: string, resourceId: string, opts: AudienceOptions<S>) {
  const p = 'ur_';
  const m = matchUserRowSql(`${p}r`, 'u', p);
  const target = `:${p}rid`;
  const qb = db
    .repo(User)
    .qb('u')
    .andWhere('u.deletion_mark = :ur_f')
    .andWhere(existsSql(p, target, 'u.clientId', `:...${p}lv`, m.sql))
    .andWhere(`NOT ${existsSql(p, target, 'u.clientId', `'none'`, m.sql)}`)
    .setParameters({ ...m.params, [`${p}rt`]: resourceType, [`${p}rid`]: resourceId, [`${p}lv`]: READ_OR_WRITE });
  if (opts.among) qb.andWhere(opts.among.length ? 'u.id IN (:...urAmong)' : '1 = 0', { urAmong: opts.among });
  if (opts.except) qb.andWhere(`NOT ${doneBySql(db, opts.except, target, 'u.id')}`);
  return qb;
}

export function createGrantsService(db: ClientDb): GrantsService {
  const repo = db.repo(GrantEntity);
  return {
    async set(resourceType, resourceId, grants) {
      // One row per person, department… named: up to 100 grants of 1,000 each, written in batches by insertMany.
      await db.transaction(async (tx) => {
        const r = tx.repo(GrantEntity);
        await r.delete({ resourceType, resourceId });
        await r.insertMany(
          grants.flatMap((g, grantIndex) =>
            expandGrant(g).map((a) => ({ ...a, resourceType, resourceId, level: g.level, grantIndex, audience: g.audience })),
          ),
        );
      });
    },
    async get(resourceType, resourceId) {
      // Ids are UUIDv7: their order is the order written.
      const rows = await repo.find({ where: { resourceType, resourceId }, order: { grantIndex: 'ASC', id: 'ASC' } });
      const byIndex = new Map<number, GrantRow[]>();
      for (const r of rows) {
        const list = byIndex.get(r.grantIndex);
        if (list) list.push(r);
        else byIndex.set(r.grantIndex, [r]);
      }
      return [...byIndex.values()].map(grantOf);
    },
    async remove(resourceType, resourceId) {
      await repo.delete({ resourceType, resourceId });
    },
    async levelFor(user, resourceType, resourceId): Promise<GrantLevel> {
      const rows = await repo
        .qb('g')
        .select('g.level', 'level')
        .andWhere('g.resourceType = :rt AND g.resourceId = :rid', { rt: resourceType, rid: resourceId })
        .andWhere(matchMeSql('g', 'x'), matchMeParams(user, 'x'))
        .getRawMany<{ level: GrantLevel }>();
      const levels = new Set(rows.map((r) => r.level));
      if (levels.has('none')) return 'none';
      if (levels.has('write')) return 'write';
      return levels.has('read') ? 'read' : 'none';
    },
    applyTo(qb, user, resourceType, opts = {}) {
      const alias = opts.alias ?? qb.alias;
      // Names are numbered per builder (g1_, g2_, …): the same query is the same SQL text on every request.
      const n = (checksOn.get(qb) ?? 0) + 1;
      checksOn.set(qb, n);
      const p = `g${n}_`;
      return qb.andWhere(
        grantSql(p, `${alias}.${opts.idColumn ?? 'id'}`, `${alias}.clientId`),
        grantParams(user, resourceType, { ...opts, prefix: p }),
      );
    },
    async audience(resourceType, resourceId, opts = {}) {
      const ids = (among?: string[]) =>
        audienceQuery(db, resourceType, resourceId, { ...opts, among })
          .select('u.id', 'id')
          .getRawMany<{ id: string }>()
          .then((rows) => rows.map((r) => r.id));
      // `among` is a caller's list of any length: its IN list is cut into batches.
      return opts.among ? inBatches([...new Set(opts.among)], ids) : ids();
    },
    async audienceCount(resourceType, resourceId, opts = {}) {
      const count = (among?: string[]) => audienceQuery(db, resourceType, resourceId, { ...opts, among }).getCount();
      if (!opts.among) return count();
      return (await inBatches([...new Set(opts.among)], async (part) => [await count(part)])).reduce((a, b) => a + b, 0);
    },
  };
}
