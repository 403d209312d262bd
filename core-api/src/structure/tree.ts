import type { ClientDb } from '@atrium/sdk/server';
import { Department, type DepartmentRow } from './entities.js';

/** The live departments of the client by id: structures are small, so rules walk them in memory. */
export async function departmentMap(db: ClientDb): Promise<Map<string, DepartmentRow>> {
  const rows = await db.repo(Department).find({ where: { deleted: false }, order: { name: 'ASC', id: 'ASC' } });
  return new Map(rows.map((d) => [d.id, d]));
}

/** The department and every department below it. */
export function subtreeIds(map: Map<string, DepartmentRow>, rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const d of map.values()) if (d.parentId) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const out = new Set<string>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id) || !map.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The nearest head at or above a department, skipping `except` (a head is not their own chief). */
export function nearestHead(map: Map<string, DepartmentRow>, deptId: string | null, except?: string): string | null {
  const seen = new Set<string>();
  for (let d = deptId ? map.get(deptId) : undefined; d && !seen.has(d.id); d = d.parentId ? map.get(d.parentId) : undefined) {
    seen.add(d.id);
    if (d.managerId && d.managerId !== except) return d.managerId;
  }
  return null;
}

export interface TreeNode {
  id: string;
  type: string;
  name: string;
  description: string | null;
  parentId: string | null;
  managerId: string | null;
  children: TreeNode[];
}

/** Nodes `{ id, name, description, children }` of one structure type, roots first. */
export function buildTree(map: Map<string, DepartmentRow>, type: string): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const d of map.values())
    if (d.type === type)
      nodes.set(d.id, {
        id: d.id,
        type: d.type,
        name: d.name,
        description: d.description,
        parentId: d.parentId,
        managerId: d.managerId,
        children: [],
      });
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}
