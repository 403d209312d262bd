import { In, IsNull } from 'typeorm';
import type { OrgService, ClientDb } from '@atrium/sdk/server';
import { User, type UserRow } from '../users/entity.js';
import { Department } from './entities.js';
import { departmentMap, nearestHead, subtreeIds } from './tree.js';

/**
 * Chiefs derive from the user's chief field first, then from department heads: the head of the
 * user's department, or for a head, the nearest head above (docs/architecture.md, Structure).
 */
export function createOrgService(db: ClientDb): OrgService {
  const users = () => db.repo(User);
  const chiefFrom = (u: Pick<UserRow, 'id' | 'chiefId' | 'departmentId'>, map: Awaited<ReturnType<typeof departmentMap>>) =>
    u.chiefId && u.chiefId !== u.id ? u.chiefId : nearestHead(map, u.departmentId, u.id);

  /**
   * Every active employee's chief, from one users query (only the three columns the rule reads): deep
   * questions walk this map instead of asking the database once per level.
   */
  async function chiefMap(): Promise<Map<string, string | null>> {
    const [map, rows] = await Promise.all([
      departmentMap(db),
      users().qb('u').select(['u.id', 'u.chiefId', 'u.departmentId']).andWhere('u.deletion_mark = :deleted', { deleted: false }).getMany(),
    ]);
    return new Map(rows.map((u) => [u.id, chiefFrom(u, map)]));
  }

  return {
    async chiefOf(userId) {
      const u = await users().findOne({ id: userId, deletion_mark: false } as never);
      if (!u) return null;
      return chiefFrom(u, await departmentMap(db));
    },

    async subordinatesOf(chiefId, opts = {}) {
      if (opts.deep) {
        const below = new Map<string, string[]>();
        for (const [id, c] of await chiefMap()) {
          if (!c || c === id) continue;
          const list = below.get(c);
          if (list) list.push(id);
          else below.set(c, [id]);
        }
        // Level by level; `seen` ends the walk where chief fields make a loop.
        const seen = new Set([chiefId]);
        const out: string[] = [];
        for (let level = below.get(chiefId) ?? []; level.length;) {
          const next: string[] = [];
          for (const id of level) {
            if (seen.has(id)) continue;
            seen.add(id);
            out.push(id);
            next.push(...(below.get(id) ?? []));
          }
          level = next;
        }
        return out;
      }
      const map = await departmentMap(db);
      // Departments whose members (or whose head) may answer to this chief: only their users are loaded.
      const depts = [...map.values()]
        .filter((d) => nearestHead(map, d.id) === chiefId || (d.managerId && nearestHead(map, d.parentId) === chiefId))
        .map((d) => d.id);
      const where = [
        { chiefId, deletion_mark: false },
        ...(depts.length ? [{ chiefId: IsNull(), departmentId: In(depts), deletion_mark: false }] : []),
      ];
      const rows = (await users().find({ where: where as never, order: { lastName: 'ASC', firstName: 'ASC' } })) as UserRow[];
      return rows.filter((u) => u.id !== chiefId && chiefFrom(u, map) === chiefId).map((u) => u.id);
    },

    async isChiefOf(chiefId, userId, opts = {}) {
      if (chiefId === userId) return false;
      if (!opts.deep) return (await this.chiefOf(userId)) === chiefId;
      const chiefs = await chiefMap();
      const seen = new Set<string>();
      for (let c = chiefs.get(userId) ?? null; c && !seen.has(c); c = chiefs.get(c) ?? null) {
        if (c === chiefId) return true;
        seen.add(c);
      }
      return false;
    },

    async departmentUsers(deptId, opts = {}) {
      const map = await departmentMap(db);
      if (!map.has(deptId)) return [];
      const ids = opts.deep ? [...subtreeIds(map, deptId)] : [deptId];
      const rows = (await users().find({
        where: { departmentId: In(ids), deletion_mark: false } as never,
        order: { lastName: 'ASC', firstName: 'ASC' },
      })) as UserRow[];
      return rows.map((u) => u.id);
    },

    async departmentNames(ids) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db.repo(Department).find({ where: { id: In(unique) } });
      return new Map(rows.map((d) => [d.id, d.name]));
    },
  };
}
