import { In } from 'typeorm';
import type { EntitySchema } from 'typeorm';
import type { MeUser, TenantDb, UserCard, EmployeesService } from '@atrium/sdk/server';
import { User, type UserRow } from './entity.js';
import { meUserOf } from './me-user.js';

const CHUNK = 500;

/** The `employees` service of a plugin context: public cards and grant subjects, always inside the tenant. */
export function createEmployeesService(db: TenantDb): EmployeesService {
  const repo = db.repo(User as unknown as EntitySchema<UserRow>);
  return {
    async cards(ids) {
      const unique = [...new Set(ids)];
      const out: UserCard[] = [];
      for (let i = 0; i < unique.length; i += CHUNK) {
        const rows = await repo.find({ where: { id: In(unique.slice(i, i + CHUNK)) } });
        for (const u of rows) out.push({ id: u.id, firstName: u.firstName, lastName: u.lastName, middleName: u.middleName, position: u.position, departmentId: u.departmentId, avatar: u.avatar, workingSince: u.workingSince, deleted: u.deletion_mark });
      }
      const byId = new Map(out.map((c) => [c.id, c]));
      return unique.flatMap((id) => byId.get(id) ?? []);
    },
    async asMe(id): Promise<MeUser | null> {
      const u = await repo.findOne({ id });
      if (!u) return null;
      return meUserOf(u, u.clientId ?? db.clientId);
    },
  };
}
