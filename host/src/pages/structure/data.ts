import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { useApi, useMe } from '@atrium/sdk/ui';
import type { Department } from '../shared/types.js';

export interface DeptUsers {
  _id: string;
  dept_id: string;
  headUser: string | null;
  /** The department's employees: the SDK's one colleague shape. */
  users: EmployeeCard[];
}

/** Members and heads of every department (`GET /api/structure/byClient/{id}/dept_users`). */
export function useDeptUsers() {
  const api = useApi();
  const me = useMe();
  const clientId = me?.client?._id;
  return useQuery({
    queryKey: ['dept-users', clientId],
    enabled: !!clientId,
    queryFn: async () => (await api.get<{ result: DeptUsers[] }>(`/api/structure/byClient/${clientId}/dept_users`)).result,
  });
}

export function useRefreshStructure() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: ['structure'] });
    await qc.invalidateQueries({ queryKey: ['dept-users'] });
  };
}

/** Editing needs admin, or the `structures` right while the feature is on (the server decides too). */
export function useCanEditStructure() {
  const me = useMe();
  if (!me) return false;
  return me.isAdmin || (me.features.includes('structures') && (me.rights ?? []).includes('structures'));
}

/** Ids of a department and everything below it (a department cannot move into these). */
export function subtree(d: Department): Set<string> {
  const out = new Set<string>([d._id]);
  for (const c of d.children) for (const id of subtree(c)) out.add(id);
  return out;
}

/** Whether a department or one below it matches the search (by name or an employee's name). */
export function matches(d: Department, q: string, members: Map<string, DeptUsers>): boolean {
  if (!q) return true;
  const s = q.toLowerCase();
  if (d.name.toLowerCase().includes(s)) return true;
  if (members.get(d._id)?.users.some((u) => u.fullName.toLowerCase().includes(s))) return true;
  return d.children.some((c) => matches(c, q, members));
}
