import { In, IsNull } from 'typeorm';
import type { OrgService, ClientDb } from '@atrium/sdk/server';
import { User, type UserRow } from '../users/entity.js';
import { departmentMap, nearestHead, subtreeIds } from './tree.js';

/**
 * Chiefs derive from the user's chief field first, then from department heads: the head of the
 * user's department, or for a head, the nearest head above (docs/architecture.md, Structure).
 */
export function createOrgService(db: ClientDb): OrgService {
  const users = () => db.repo(User);
  const chiefFrom = (u: Pick<UserRow, 'id' | 'chiefId' | 'departmentId'>, map: Awaited<ReturnType<typeof departmentMap>>) =>
    u.chiefId && u.chiefId !== u.id ? u.chiefId : nearestHead(map, u.departmentId, u.id);

  return {
    async chiefOf(userId) {
      const u = await users().findOne({ id: userId, deletion_mark: false } as never);
      if (!u) return null;
      return chiefFrom(u, await departmentMap(db));
    },

    async subordinatesOf(chiefId) {
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
  };
}
