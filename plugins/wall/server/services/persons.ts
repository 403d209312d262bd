import { employeeCard, type EmployeeCard, type EmployeesService, type ServerForm } from '@atrium/sdk/server';

/** How posts and comments name people: the SDK's card, without the HR field the service also gives. */
export type Person = ServerForm<EmployeeCard>;

/** People of the current client by id, in one look-up; other clients' ids are left out. */
export async function loadPersons(employees: EmployeesService, ids: Iterable<string>): Promise<Map<string, Person>> {
  const list = [...ids];
  if (!list.length) return new Map();
  const cards = await employees.cards(list);
  return new Map(cards.map((c) => [c.id, employeeCard(c)]));
}

/** Active (not fired) people of the client among the ids given. */
export async function activePersons(employees: EmployeesService, ids: string[]): Promise<Map<string, Person>> {
  const all = await loadPersons(employees, ids);
  return new Map([...all].filter(([, p]) => !p.deleted));
}
