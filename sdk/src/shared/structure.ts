import { z } from 'zod';
import { STRUCTURE_TYPES } from './enums.js';
import { idOf } from './ids.js';
import { defineRoute, wire } from './wire.js';
import type { EmployeeCard } from './employees.js';
import type { Paged } from './paging.js';

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

/** Working-period buckets of the team widget, in years (feature-modules: demography buckets). */
export const WORKING_PERIODS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export type WorkingPeriod = (typeof WORKING_PERIODS)[number];

/** How many of the team's cards (subordinates, salaries and grades) one answer carries, by name. */
export const TEAM_CARDS_MAX = 200;

/** A team member's HR fields: only the chief of that team and administrators receive them. */
export interface TeamSalary {
  user: EmployeeCard;
  grade: string | null;
  salary: number | null;
  salaryCurrency: string | null;
}

/** A change of a team member's data, from the audit journal. */
export interface TeamChange {
  _id: string;
  action: string;
  user: EmployeeCard;
  actor: EmployeeCard | null;
  fields: string[];
  createdAt: string;
}

/**
 * The core's widgets of the chief's dashboard from one call, `GET /api/chiefs_dashboard/{id}/team`:
 * the whole team below chief `{id}` (every level), to that chief and administrators only.
 */
export interface ChiefsTeamView {
  /** The team's size; `cards` holds the first `TEAM_CARDS_MAX` by name. */
  total: number;
  cards: EmployeeCard[];
  /** Birthdays of the next 30 days, soonest first (`day` is mm-dd). */
  birthdays: { user: EmployeeCard; day: string }[];
  /** How many have worked for each period; `unknown`: no start date. */
  workingPeriod: { period: WorkingPeriod | 'unknown'; count: number }[];
  salaries: TeamSalary[];
  /** The journal's employee data changes of the team, newest first, 25 a page (`?page`). */
  changes: Paged<TeamChange>;
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
  chiefsTeam: defineRoute('get', '/chiefs_dashboard/:id/team', {
    params: z.object({ id: idOf('User') }),
    query: z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) }),
    answer: wire.result<ChiefsTeamView>(),
  }),
};
