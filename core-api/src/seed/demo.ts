import { IsNull } from 'typeorm';
import { User } from '../users/entity.js';
import { Client, type ClientRow } from '../clients/entity.js';
import type { Core } from '../core.js';
import { newId } from '../db/ids.js';
import { hashPassword } from '../auth/passwords.js';
import { createClient } from '../clients/area.js';
import { createUser } from '../users/area.js';
import { createClientDb } from '../db/client-db.js';
import { Department } from '../structure/entities.js';
import { seedAnalytics } from './analytics.js';

/** SUPERADMIN_LOGIN / SUPERADMIN_PASSWORD create or refresh the superadmin at start. */
export async function ensureSuperadmin(core: Core) {
  const sa = core.config.superadmin;
  if (!sa) return;
  const repo = core.ds.getRepository(User);
  // Only an account without a client: a company's own employee may have the same login (logins are per client).
  const existing = await repo.findOneBy({ login: sa.login, clientId: IsNull() });
  const passwordHash = await hashPassword(sa.password);
  if (existing) {
    await repo.update({ id: existing.id }, { passwordHash, roles: ['superadmin'], blocked: false, deletion_mark: false });
    return;
  }
  const now = new Date();
  await repo.insert({
    id: newId(),
    clientId: null,
    login: sa.login,
    email: `${sa.login}@atrium.local`,
    passwordHash,
    firstName: 'Super',
    lastName: 'Admin',
    middleName: null,
    roles: ['superadmin'],
    rights: [],
    lang: 'en',
    birthDate: null,
    position: null,
    cabinet: null,
    phone: null,
    internalPhone: null,
    organisation: null,
    city: null,
    gender: 'not_selected',
    about: null,
    status: null,
    social: {},
    avatar: null,
    avatarLarge: null,
    cover: null,
    taxId: null,
    workingSince: null,
    vacationDays: 0,
    departmentId: null,
    chiefId: null,
    chiefCode: null,
    grade: null,
    salary: null,
    salaryCurrency: null,
    workSchedule: 'not_selected',
    employmentType: 'not_selected',
    hrInfo: null,
    hrExcluded: false,
    pinnedNum: null,
    superuser: false,
    blocked: false,
    deletion_mark: false,
    createdAt: now,
    updatedAt: now,
  });
}

export const DEMO = {
  workspace: 'demo',
  admin: { login: 'admin', password: 'admin123' },
  employee: { login: 'employee', password: 'employee123' },
};

/** Departments of the demo company: name, parent (by name), and who heads it (by last name). */
const DEPARTMENTS: [name: string, parent: string | null, head: string][] = [
  ['Demo Company', null, 'Admin'],
  ['Engineering', 'Demo Company', 'Petrov'],
  ['Quality', 'Engineering', 'Volkov'],
  ['Design', 'Demo Company', 'Kuznetsova'],
  ['Sales', 'Demo Company', 'Sokolov'],
  ['People and finance', 'Demo Company', 'Smirnova'],
];

/** Colleagues of the demo: name, surname, position, city, department. */
const PEOPLE: [string, string, string, string, string][] = [
  ['Anna', 'Smirnova', 'HR manager', 'Moscow', 'People and finance'],
  ['Ivan', 'Petrov', 'Head of engineering', 'Moscow', 'Engineering'],
  ['Olga', 'Kuznetsova', 'Lead designer', 'Kyiv', 'Design'],
  ['Pavel', 'Sokolov', 'Head of sales', 'Almaty', 'Sales'],
  ['Maria', 'Popova', 'Accountant', 'Moscow', 'People and finance'],
  ['Dmitry', 'Volkov', 'QA lead', 'Kyiv', 'Quality'],
  ['Elena', 'Orlova', 'QA engineer', 'Kyiv', 'Quality'],
  ['Sergey', 'Lebedev', 'Backend developer', 'Almaty', 'Engineering'],
  ['Natalia', 'Morozova', 'Account manager', 'Moscow', 'Sales'],
  ['Yulia', 'Fedorova', 'Product designer', 'Kyiv', 'Design'],
];

/** The administrative structure of the demo: the departments, their heads and members. */
async function seedStructure(core: Core, clientId: string, people: { id: string; lastName: string; department: string }[]) {
  const db = createClientDb(core.ds, clientId);
  const ids = new Map<string, string>();
  const byName = new Map(people.map((p) => [p.lastName, p.id]));
  for (const [name, parent, head] of DEPARTMENTS) {
    const row = await db.repo(Department).insert({
      type: 'administrative',
      name,
      description: null,
      parentId: parent ? ids.get(parent)! : null,
      managerId: byName.get(head) ?? null,
      deleted: false,
      code: null,
    });
    ids.set(name, row.id);
  }
  for (const p of people) await db.repo(User).update({ id: p.id }, { departmentId: ids.get(p.department)! } as never);
}

/** HR fields of Ivan Petrov's team (Engineering: Employee, Lebedev, and Volkov, who heads Quality with Orlova). */
const TEAM_HR: [lastName: string, grade: string, salary: number][] = [
  ['Employee', 'Middle', 180000],
  ['Lebedev', 'Senior', 260000],
  ['Volkov', 'Lead', 300000],
  ['Orlova', 'Junior', 120000],
];

/** The chief's dashboard widgets the demo company switched on (four of the core's). */
const DEMO_WIDGETS = ['core.subordinates', 'core.birthdays', 'core.working_period', 'core.salaries'];

/**
 * Ivan Petrov heads Engineering: three subordinates (two members and the head of Quality below it), with
 * grades, salaries and a birthday next week, so his dashboard's switched-on widgets have something to show.
 */
async function seedChiefsTeam(core: Core, client: ClientRow, people: { id: string; lastName: string }[]) {
  const db = createClientDb(core.ds, client.id);
  const idOf = (lastName: string) => people.find((p) => p.lastName === lastName)!.id;
  for (const [lastName, grade, salary] of TEAM_HR)
    await db.repo(User).update({ id: idOf(lastName) }, { grade, salary, salaryCurrency: 'rub' } as never);
  const soon = new Date(Date.now() + 5 * 86400_000).toISOString().slice(5, 10);
  await db.repo(User).update({ id: idOf('Lebedev') }, { birthDate: `1990-${soon}` } as never);
  const settings = { ...client.settings, slots: { 'chief.dashboard': DEMO_WIDGETS } };
  await core.ds.getRepository(Client).update({ id: client.id }, { settings } as never);
}

/** The demo workspace, made once when the database has no client. */
export async function seedDemo(core: Core) {
  if ((await core.ds.getRepository(Client).count()) > 0) return;
  const client = await createClient(core, { workspace: DEMO.workspace, name: 'Demo Company', lang: 'en' });
  const base = { confirmPassword: '', lang: 'en' as const };
  const admin = await createUser(core, client.id, {
    ...base,
    firstName: 'Alice',
    lastName: 'Admin',
    email: 'admin@demo.atrium.local',
    login: DEMO.admin.login,
    password: DEMO.admin.password,
    confirmPassword: DEMO.admin.password,
    roles: ['admin'],
    position: 'Director',
    city: 'Moscow',
    workingSince: '2018-03-01',
  });
  const users = [{ id: admin.id, roles: admin.roles }];
  const placed = [{ id: admin.id, lastName: 'Admin', department: 'Demo Company' }];
  const employee = await createUser(core, client.id, {
    ...base,
    firstName: 'Eugene',
    lastName: 'Employee',
    email: 'employee@demo.atrium.local',
    login: DEMO.employee.login,
    password: DEMO.employee.password,
    confirmPassword: DEMO.employee.password,
    position: 'Developer',
    city: 'Moscow',
    workingSince: '2023-06-15',
    birthDate: '1994-11-25',
  });
  users.push({ id: employee.id, roles: employee.roles });
  placed.push({ id: employee.id, lastName: 'Employee', department: 'Engineering' });
  for (const [i, [firstName, lastName, position, city, department]] of PEOPLE.entries()) {
    const password = `demo-${lastName.toLowerCase()}`;
    const u = await createUser(core, client.id, {
      ...base,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@demo.atrium.local`,
      password,
      confirmPassword: password,
      position,
      city,
      workingSince: `${2015 + i}-0${(i % 9) + 1}-10`,
    });
    users.push({ id: u.id, roles: u.roles });
    placed.push({ id: u.id, lastName, department });
  }
  await seedStructure(core, client.id, placed);
  await seedAnalytics(
    core,
    client.id,
    users.map((u) => u.id),
  );
  // After the analytics demo, which gives everyone a birth date: Lebedev's birthday is next week.
  await seedChiefsTeam(core, client, placed);
  for (const p of core.plugins) {
    if (p.seed)
      await p.seed(
        Object.assign(core.serviceContext(client.id, { pluginCode: p.code }), { clientId: client.id, users, purpose: 'demo' as const }),
      );
  }
  core.log.info(
    `demo workspace "${DEMO.workspace}" seeded: sign in as ${DEMO.admin.login}/${DEMO.admin.password} or ${DEMO.employee.login}/${DEMO.employee.password}`,
  );
}
