import type { EmployeesService, UserCard } from '@atrium/sdk/server';

/** How posts and comments name people. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar: string | null;
  position: string | null;
  deleted: boolean;
}

export const toPerson = (u: UserCard): Person => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  fullName: `${u.firstName} ${u.lastName}`.trim(),
  avatar: u.avatar,
  position: u.position,
  deleted: u.deleted,
});

/** People of the current client by id, in one look-up; other clients' ids are left out. */
export async function loadPersons(employees: EmployeesService, ids: Iterable<string>): Promise<Map<string, Person>> {
  const list = [...ids];
  if (!list.length) return new Map();
  const cards = await employees.cards(list);
  return new Map(cards.map((c) => [c.id, toPerson(c)]));
}

/** Active (not fired) people of the client among the ids given. */
export async function activePersons(employees: EmployeesService, ids: string[]): Promise<Map<string, Person>> {
  const all = await loadPersons(employees, ids);
  return new Map([...all].filter(([, p]) => !p.deleted));
}
