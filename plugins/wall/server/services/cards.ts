import { employeeCard, type EmployeeCard, type EmployeesService, type ServerForm } from '@atrium/sdk/server';

/**
 * Employee cards of the current client by id, in one look-up, as posts and comments name people: the SDK's
 * card without the HR field the service also gives. Other clients' ids are left out.
 */
export async function loadCards(employees: EmployeesService, ids: Iterable<string>): Promise<Map<string, ServerForm<EmployeeCard>>> {
  const list = [...ids];
  if (!list.length) return new Map();
  const out = new Map<string, ServerForm<EmployeeCard>>();
  // Filled in a loop: no `[id, card]` pair per card and no array of them, made only to build the Map.
  for (const c of await employees.cards(list)) out.set(c.id, employeeCard(c));
  return out;
}

/** Cards of the active (not fired) employees of the client among the ids given. */
export async function activeCards(employees: EmployeesService, ids: string[]): Promise<Map<string, ServerForm<EmployeeCard>>> {
  const all = await loadCards(employees, ids);
  return new Map([...all].filter(([, c]) => !c.deleted));
}
