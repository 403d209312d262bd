import { z } from 'zod';
import { STRUCTURE_TYPES } from './enums.js';
import { idOf } from './ids.js';
import { defineRoute, wire } from './wire.js';

export const DepartmentCreate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable().optional(),
    parentId: idOf('Department').nullable().optional(),
    managerId: idOf('User').nullable().optional(),
    type: z.enum(STRUCTURE_TYPES).default('administrative'),
  })
  .strict();
export const DepartmentUpdate = z
  .object({
    name: z.string().trim().min(1, 'department name required').max(200),
    description: z.string().max(2000).nullable(),
    parentId: idOf('Department').nullable(),
    managerId: idOf('User').nullable(),
    deleted: z.boolean(),
  })
  .partial()
  .strict();

/** A department in the tree of one structure type, as `GET /api/structure/byClient/{id}` answers it (always a list of roots). */
export interface DepartmentNode {
  _id: string;
  type: string;
  name: string;
  description: string | null;
  parentId: string | null;
  managerId: string | null;
  children: DepartmentNode[];
}

/**
 * Whose chief's dashboard `/chiefs_dashboard/{userId}` shows (`GET /api/chiefs_dashboard/{id}`): the
 * chief and how many subordinates they have (docs/core-screens.md, Chief's dashboard).
 */
export interface ChiefsDashboardView {
  user: { _id: string; fullName: string };
  subordinates: number;
}

/** The core's structure routes that plugins, the SDK's pickers and the host call. */
export const structureRoutes = {
  tree: defineRoute('get', '/structure/byClient/:id', {
    params: z.object({ id: idOf('Client') }),
    query: z.object({ type: z.enum(STRUCTURE_TYPES).default('administrative') }),
    answer: wire.result<DepartmentNode[]>(),
  }),
  chiefsDashboard: defineRoute('get', '/chiefs_dashboard/:id', {
    params: z.object({ id: idOf('User') }),
    answer: wire.result<ChiefsDashboardView>(),
  }),
};
