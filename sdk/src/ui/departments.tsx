import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { STRUCTURE_TYPES } from '../shared/enums.js';
import type { DepartmentNode } from '../shared/structure.js';
import { useApi, useMe } from './hooks.js';

export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** Depth-first list of a department tree with each node's depth (selects, tree views). */
export function flattenDepartments(tree: DepartmentNode[], depth = 0): { dept: DepartmentNode; depth: number }[] {
  return tree.flatMap((d) => [{ dept: d, depth }, ...flattenDepartments(d.children, depth + 1)]);
}

/** Select options of the departments, indented by depth. */
export const departmentOptions = (tree: DepartmentNode[] | undefined) =>
  flattenDepartments(tree ?? []).map(({ dept, depth }) => ({ value: dept._id, label: `${'\u2003'.repeat(depth)}${dept.name}` }));

/**
 * The department tree of one structure type (`GET /api/structure/byClient/{id}`), one query per client and type
 * shared by every screen (the structure editor invalidates `['structure']`). Called by path, not through
 * `structureRoutes`, so the signed-in shell that shares this module does not download the route's zod schemas.
 */
export function useDepartments(type: StructureType = 'administrative') {
  const api = useApi();
  const clientId = useMe()?.client?._id;
  return useQuery({
    queryKey: ['structure', clientId, type],
    enabled: !!clientId,
    queryFn: async () =>
      (await api.get<{ result: DepartmentNode[] }>(`/api/structure/byClient/${clientId}?type=${type}`, { quiet: true })).result,
  });
}

export interface DepartmentPickerProps {
  label: string;
  /** The chosen department's id, or null. */
  value: string | null;
  onChange(id: string | null): void;
  error?: string;
  required?: boolean;
  /** The structure whose departments are offered (default: administrative). */
  type?: StructureType;
  /** The form field's name (for labels in tests and autofill). */
  name?: string;
}

const Picker = lazy(() => import('./kit/department-picker.js'));

/** One department of the client's structure, chosen from its tree (indented by depth, searchable). */
export function DepartmentPicker(props: DepartmentPickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Picker {...props} />
    </Suspense>
  );
}
