import { useQuery } from '@tanstack/react-query';
import { useApi, useMe } from '@atrium/sdk/ui';
import { structureRoutes, type STRUCTURE_TYPES } from '@atrium/sdk/shared';
import type { Department } from './types.js';

export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** Depth-first list of a tree with each node's depth (for selects and the tree view). */
export function flatten(tree: Department[], depth = 0): { dept: Department; depth: number }[] {
  return tree.flatMap((d) => [{ dept: d, depth }, ...flatten(d.children, depth + 1)]);
}

/** The department tree of one structure type (`GET /api/structure/byClient/{id}`). */
export function useDepartments(type: StructureType = 'administrative') {
  const api = useApi();
  const me = useMe();
  const clientId = me?.client?._id;
  return useQuery({
    queryKey: ['structure', clientId, type],
    enabled: !!clientId,
    queryFn: async () => (await api.call(structureRoutes.tree, { params: { id: clientId! }, query: { type } })).result,
  });
}

/** Select options of the departments, indented by depth. */
export const departmentOptions = (tree: Department[] | undefined) =>
  flatten(tree ?? []).map(({ dept, depth }) => ({ value: dept._id, label: `${'\u2003'.repeat(depth)}${dept.name}` }));
