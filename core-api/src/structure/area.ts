import { z } from 'zod';
import { In } from 'typeorm';
import { DepartmentCreate, DepartmentUpdate, employeeCard, errors, idOf, structureRoutes, type RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { isFeatureOn } from '../rights/ability.js';
import { toCard } from '../users/employees.js';
import { User, type UserRow } from '../users/entity.js';
import { Department, type DepartmentRow } from './entities.js';
import { buildTree, departmentMap, subtreeIds } from './tree.js';
import { chiefsTeam } from './team.js';

/** Editing the structure needs admin, or the `structures` right while the client's feature is on. */
function assertEditor(ctx: RequestContext) {
  if (ctx.me.isAdmin) return;
  if (!isFeatureOn(ctx.me.client, 'structures') || !ctx.me.hasRight('structures')) throw errors.forbidden();
}

async function activeUsers(ctx: RequestContext, ids: string[]): Promise<UserRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = (await ctx.db.repo(User).find({ where: { id: In(unique), deletion_mark: false } as never })) as UserRow[];
  if (rows.length !== unique.length) throw errors.notFound('User not found', 'users.notFound');
  return rows;
}

async function liveDepartment(ctx: RequestContext, id: string): Promise<DepartmentRow> {
  const d = await ctx.db.repo(Department).findOne({ id, deleted: false });
  if (!d) throw errors.notFound();
  return d;
}

const ClientId = z.object({ id: idOf('Client') });
const DeptId = z.object({ id: idOf('Department') });
const Members = z.array(idOf('User')).max(5000);

/** Company structure (docs/architecture.md, Structure): typed trees of departments, their members and heads. */
export const structureArea: AreaFactory = () => ({
  core: true,
  code: 'structure',
  routes: (r) => {
    r.route(structureRoutes.tree, { summary: 'The department tree of one structure type: its roots, always a list' }, async (ctx) =>
      buildTree(await departmentMap(ctx.db), ctx.query.type),
    );

    /** A chief's dashboard is for that chief and administrators. */
    const dashboardOf = async (ctx: RequestContext, id: string) => {
      if (id !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.forbidden();
      return (await activeUsers(ctx, [id]))[0]!;
    };

    r.route(
      structureRoutes.chiefsDashboard,
      { summary: "Whose chief's dashboard: the user and their subordinates' count (the user themself or an administrator)" },
      async (ctx) => {
        const user = await dashboardOf(ctx, ctx.params.id);
        return {
          user: { id: user.id, fullName: `${user.firstName} ${user.lastName}` },
          subordinates: (await ctx.org.subordinatesOf(user.id)).length,
        };
      },
    );

    r.route(
      structureRoutes.chiefsTeam,
      {
        summary:
          "The core's widgets of a chief's dashboard for the whole team below the chief: cards, birthdays, working periods, grades and salaries, and the employee data changes (25 a page); the chief themself or an administrator",
      },
      async (ctx) => chiefsTeam(ctx, (await dashboardOf(ctx, ctx.params.id)).id, ctx.query.page),
    );

    r.post(
      '/structure',
      { body: DepartmentCreate, summary: 'Create a department; without a parent it goes under the root of its type (or becomes the root)' },
      async (ctx) => {
        assertEditor(ctx);
        const repo = ctx.db.repo(Department);
        let parentId = ctx.body.parentId ?? null;
        if (parentId) {
          const parent = await liveDepartment(ctx, parentId);
          if (parent.type !== ctx.body.type) throw errors.badRequest('the parent belongs to another structure type', 'structure.wrongType');
        } else {
          parentId = (await repo.findOne({ type: ctx.body.type, parentId: null as never, deleted: false }))?.id ?? null;
        }
        if (ctx.body.managerId) await activeUsers(ctx, [ctx.body.managerId]);
        const row = await repo.insert({
          type: ctx.body.type,
          name: ctx.body.name,
          description: ctx.body.description ?? null,
          parentId,
          managerId: ctx.body.managerId ?? null,
          deleted: false,
        });
        await ctx.journal('structure', 'department.create', { departmentId: row.id, name: row.name });
        return row;
      },
    );

    r.put(
      '/structure/:id',
      {
        params: DeptId,
        body: DepartmentUpdate,
        summary: 'Rename, describe, move, set the head of, or delete (deleted: true) a department',
      },
      async (ctx) => {
        assertEditor(ctx);
        const dept = await liveDepartment(ctx, ctx.params.id);
        const map = await departmentMap(ctx.db);
        const { deleted, ...patch } = ctx.body;
        if (patch.parentId !== undefined && patch.parentId !== dept.parentId) {
          if (patch.parentId === null || !dept.parentId) throw errors.badRequest('root department cannot be moved', 'structure.rootMove');
          if (subtreeIds(map, dept.id).has(patch.parentId))
            throw errors.badRequest('a department cannot move into itself or its child', 'structure.moveIntoChild');
          const parent = await liveDepartment(ctx, patch.parentId);
          if (parent.type !== dept.type) throw errors.badRequest('the parent belongs to another structure type', 'structure.wrongType');
        }
        if (patch.managerId) await activeUsers(ctx, [patch.managerId]);
        if (deleted) {
          if (!dept.parentId) throw errors.badRequest('root department cannot be deleted', 'structure.rootDelete');
          if (await ctx.db.repo(User).exists({ departmentId: dept.id, deletion_mark: false } as never))
            throw errors.badRequest('a department with employees cannot be deleted', 'structure.hasEmployees');
          if ([...map.values()].some((d) => d.parentId === dept.id))
            throw errors.badRequest('a department with sub-departments cannot be deleted', 'structure.hasChildren');
        }
        await ctx.db.repo(Department).update({ id: dept.id }, { ...patch, ...(deleted ? { deleted: true } : {}) } as never);
        await ctx.journal('structure', deleted ? 'department.delete' : 'department.update', {
          departmentId: dept.id,
          fields: Object.keys(ctx.body),
        });
        return ctx.db.repo(Department).get(dept.id);
      },
    );

    r.get('/structure/byClient/:id/dept_users', { params: ClientId, summary: 'Members and head of every department' }, async (ctx) => {
      const map = await departmentMap(ctx.db);
      const users = (await ctx.db.repo(User).find({
        where: { departmentId: In([...map.keys()]), deletion_mark: false } as never,
        order: { lastName: 'ASC', firstName: 'ASC' },
      })) as UserRow[];
      return [...map.values()].map((d) => ({
        id: d.id,
        dept_id: d.id,
        headUser: d.managerId,
        users: users.filter((u) => u.departmentId === d.id).map((u) => employeeCard(toCard(u))),
      }));
    });

    r.post(
      '/dept_users/:clientId/:deptId',
      {
        params: z.object({ clientId: idOf('Client'), deptId: idOf('Department') }),
        body: z.object({ users: Members.min(1) }).strict(),
        summary: 'Add employees to a department',
      },
      async (ctx) => {
        assertEditor(ctx);
        const dept = await liveDepartment(ctx, ctx.params.deptId);
        const users = await activeUsers(ctx, ctx.body.users);
        await ctx.db.repo(User).update({ id: In(users.map((u) => u.id)) } as never, { departmentId: dept.id } as never);
        await ctx.journal('structure', 'dept_users.add', { departmentId: dept.id, users: ctx.body.users });
        return { dept_id: dept.id, users: ctx.body.users };
      },
    );

    r.put(
      '/dept_users',
      {
        body: z.object({ dept_id: idOf('Department'), users: Members, headUser: idOf('User').nullable().optional() }).strict(),
        summary: 'Replace the members (and optionally the head) of a department',
      },
      async (ctx) => {
        assertEditor(ctx);
        const dept = await liveDepartment(ctx, ctx.body.dept_id);
        const users = await activeUsers(ctx, [...ctx.body.users, ...(ctx.body.headUser ? [ctx.body.headUser] : [])]);
        await ctx.db.transaction(async (db) => {
          const repo = db.repo(User);
          const keep = new Set(ctx.body.users);
          const current = (await repo.find({ where: { departmentId: dept.id } as never })) as UserRow[];
          const leaving = current.filter((u) => !keep.has(u.id)).map((u) => u.id);
          if (leaving.length) await repo.update({ id: In(leaving) } as never, { departmentId: null } as never);
          if (ctx.body.users.length) await repo.update({ id: In(ctx.body.users) } as never, { departmentId: dept.id } as never);
          if (ctx.body.headUser !== undefined) await db.repo(Department).update({ id: dept.id }, { managerId: ctx.body.headUser } as never);
        });
        await ctx.journal('structure', 'dept_users.set', { departmentId: dept.id, count: users.length });
        return { dept_id: dept.id, users: ctx.body.users, headUser: ctx.body.headUser ?? dept.managerId };
      },
    );

    r.delete(
      '/dept_users/:deptId/:userId',
      {
        params: z.object({ deptId: idOf('Department'), userId: idOf('User') }),
        summary: 'Take an employee out of a department (and off its head)',
      },
      async (ctx) => {
        assertEditor(ctx);
        const dept = await liveDepartment(ctx, ctx.params.deptId);
        const user = (await ctx.db.repo(User).get(ctx.params.userId)) as UserRow;
        if (user.departmentId !== dept.id) throw errors.notFound('User not found', 'users.notFound');
        await ctx.db.repo(User).update({ id: user.id }, { departmentId: null } as never);
        if (dept.managerId === user.id) await ctx.db.repo(Department).update({ id: dept.id }, { managerId: null } as never);
        await ctx.journal('structure', 'dept_users.remove', { departmentId: dept.id, userId: user.id });
        return { ok: true };
      },
    );

    r.put('/dept_users/clear_chief/:id', { params: DeptId, summary: 'Remove the head of a department' }, async (ctx) => {
      assertEditor(ctx);
      const dept = await liveDepartment(ctx, ctx.params.id);
      await ctx.db.repo(Department).update({ id: dept.id }, { managerId: null } as never);
      await ctx.journal('structure', 'department.clear_chief', { departmentId: dept.id });
      return { ok: true };
    });
  },
});
