import { z } from 'zod';
import { In } from 'typeorm';
import { scimPatch, ScimError as PatchError, type ScimPatchOperation } from 'scim-patch';
import { parse as parseFilter } from 'scim2-parse-filter';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { Department, type DepartmentRow } from '../structure/entities.js';
import { User, type UserRow } from '../users/entity.js';
import { invalidValue, SCHEMAS, ScimError } from './answers.js';

/** Directory groups are departments of the administrative structure. */
const TYPE = 'administrative';
const MAX_MEMBERS = 10_000;

export const ScimGroupBody = z
  .object({
    displayName: z.string().trim().min(1).max(200),
    members: z
      .array(z.object({ value: z.string().min(1).max(64) }).passthrough())
      .max(MAX_MEMBERS)
      .optional(),
  })
  .passthrough();
type ScimGroupInput = z.output<typeof ScimGroupBody>;

/** A department as a SCIM group: its people are the members. */
function scimGroup(d: DepartmentRow, members: UserRow[], base: string) {
  return {
    schemas: [SCHEMAS.group],
    id: d.id,
    displayName: d.name,
    members: members.map((u) => ({ value: u.id, display: `${u.firstName} ${u.lastName}`, $ref: `${base}/Users/${u.id}` })),
    meta: {
      resourceType: 'Group',
      created: new Date(d.createdAt).toISOString(),
      lastModified: new Date(d.updatedAt).toISOString(),
      location: `${base}/Groups/${d.id}`,
    },
  };
}

/** The SCIM side of one client's departments. */
export function scimGroups(core: Core, clientId: string, base: string) {
  const svc = core.serviceContext(clientId);
  const depts = svc.db.repo(Department);
  const users = svc.db.repo(User);
  const live = async (id: string) => {
    const d = await depts.findOne({ id, type: TYPE, deleted: false });
    if (!d) throw new ScimError(404, undefined, 'Group not found');
    return d;
  };
  const membersOf = async (ids: string[]) =>
    ids.length ? ((await users.find({ where: { departmentId: In(ids), deletion_mark: false } as never })) as UserRow[]) : [];
  const shown = async (d: DepartmentRow) => scimGroup(d, await membersOf([d.id]), base);
  /** Groups go under the structure's root, the company; a structure still empty gets it, named after the company. */
  const rootId = async () => {
    const root = await depts.findOne({ type: TYPE, parentId: null as never, deleted: false });
    if (root) return root.id;
    const client = await core.ds.getRepository(Client).findOneByOrFail({ id: clientId });
    return (await depts.insert({ type: TYPE, name: client.name, description: null, parentId: null, managerId: null, deleted: false })).id;
  };

  /** The department's people become exactly the members named: others leave it. */
  const setMembers = async (d: DepartmentRow, members: { value: string }[] | undefined) => {
    if (!members) return;
    const ids = [...new Set(members.map((m) => m.value))];
    const found = ids.length ? await users.count({ id: In(ids), deletion_mark: false } as never) : 0;
    if (found !== ids.length) throw invalidValue('members: every member must be a user of this directory');
    const leaving = (await membersOf([d.id])).filter((u) => !ids.includes(u.id)).map((u) => u.id);
    if (leaving.length) await users.update({ id: In(leaving) } as never, { departmentId: null } as never);
    if (ids.length) await users.update({ id: In(ids) } as never, { departmentId: d.id } as never);
    if (d.managerId && leaving.includes(d.managerId)) await depts.update({ id: d.id }, { managerId: null });
  };

  const replace = async (d: DepartmentRow, input: ScimGroupInput) => {
    await depts.update({ id: d.id }, { name: input.displayName });
    await setMembers(d, input.members);
    await svc.journal('structure', 'department.update', { departmentId: d.id, by: 'scim' });
    return shown(await live(d.id));
  };

  return {
    get: async (id: string) => shown(await live(id)),

    async list(filter: string | undefined, startIndex: number, count: number) {
      const where = { type: TYPE, deleted: false, ...(filter ? { name: displayNameOf(filter) } : {}) };
      const [rows, total] = await Promise.all([
        depts.find({ where, order: { createdAt: 'ASC', id: 'ASC' }, skip: startIndex - 1, take: count }),
        depts.count(where),
      ]);
      const people = await membersOf(rows.map((d) => d.id));
      return {
        schemas: [SCHEMAS.list],
        totalResults: total,
        startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((d) =>
          scimGroup(
            d,
            people.filter((u) => u.departmentId === d.id),
            base,
          ),
        ),
      };
    },

    async create(input: ScimGroupInput) {
      if (await depts.exists({ type: TYPE, name: input.displayName, deleted: false }))
        throw new ScimError(409, 'uniqueness', `A group named ${input.displayName} exists`);
      const d = await depts.insert({
        type: TYPE,
        name: input.displayName,
        description: null,
        parentId: await rootId(),
        managerId: null,
        deleted: false,
      });
      await setMembers(d, input.members);
      await svc.journal('structure', 'department.create', { departmentId: d.id, name: d.name, by: 'scim' });
      return shown(d);
    },

    replace: async (id: string, input: ScimGroupInput) => replace(await live(id), input),

    async patch(id: string, operations: ScimPatchOperation[]) {
      const d = await live(id);
      let patched: unknown;
      try {
        patched = scimPatch((await shown(d)) as never, operations);
      } catch (err) {
        if (err instanceof PatchError) throw invalidValue(err.message);
        throw err;
      }
      const input = ScimGroupBody.safeParse(patched);
      if (!input.success) throw invalidValue(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return replace(d, { ...input.data, members: input.data.members ?? [] });
    },

    /** The department goes (as a deleted one of the structure screen) and its people leave it. */
    async remove(id: string) {
      const d = await live(id);
      if (!d.parentId) throw new ScimError(400, 'mutability', 'The root department of the structure cannot be deleted');
      await setMembers(d, []);
      await depts.update({ id: d.id }, { deleted: true });
      await svc.journal('structure', 'department.delete', { departmentId: d.id, by: 'scim' });
    },
  };
}

/** Directories look a group up by its name before creating it: `displayName eq`. */
function displayNameOf(text: string): string {
  try {
    const f = parseFilter(text);
    if (f.op === 'eq' && 'compValue' in f && f.attrPath.toLowerCase() === 'displayname' && typeof f.compValue === 'string')
      return f.compValue;
  } catch {
    // answered below
  }
  throw new ScimError(400, 'invalidFilter', 'Only displayName compared with eq is supported');
}
