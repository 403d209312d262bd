import type { EntityManager } from 'typeorm';
import { ModuleVisit, type ModuleVisitRow } from '../reports/entities.js';
import { createClientDb } from '../db/client-db.js';
import { newId } from '../db/ids.js';
import { serialTransaction } from '../db/row-lock.js';
import { ALL_DEPARTMENTS, ANY_MODULE, NO_DEPARTMENT } from './summary-entities.js';
import { withPeople } from './people-set.js';
import { isMysql, marks, stamp } from './sql.js';
import { visitorNumbers } from './visitor-numbers.js';

export type VisitInput = Pick<ModuleVisitRow, 'userId' | 'module' | 'time' | 'seconds' | 'mobile'>;

/**
 * Adds `rows` to the summary `table`: inserted, or where a row of the same `key` is there, its `add` columns
 * combined with theirs (`+` or `|`, or `keep` the row's own: the statement then only makes sure the row is
 * there, locked) in one statement, on either engine. At most 500 rows a statement, in the order of `key`: two
 * requests adding to the same rows lock them in one order, so on MariaDB one waits for the other, never both.
 */
async function upsert(
  m: EntityManager,
  table: string,
  key: string[],
  add: Record<string, '+' | '|' | 'keep'>,
  rows: Record<string, unknown>[],
) {
  const mysql = isMysql(m);
  const now = stamp(new Date());
  const cols = ['id', 'clientId', 'createdAt', 'updatedAt', ...Object.keys(rows[0] ?? {}).filter((c) => c !== 'clientId')];
  const theirs = (c: string) => (mysql ? `VALUES(\`${c}\`)` : `excluded.\`${c}\``);
  const set = Object.entries(add).map(([c, op]) => `\`${c}\` = \`${c}\`${op === 'keep' ? '' : ` ${op} ${theirs(c)}`}`);
  const conflict = mysql ? 'ON DUPLICATE KEY UPDATE' : `ON CONFLICT (${key.map((c) => `\`${c}\``).join(', ')}) DO UPDATE SET`;
  const keyOf = (r: Record<string, unknown>) => key.map((c) => String(r[c])).join('\n');
  const sorted = [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  for (let i = 0; i < sorted.length; i += 500) {
    const part = sorted.slice(i, i + 500);
    const values = part.map(() => `(${marks(cols.length)})`).join(', ');
    await m.query(
      `INSERT INTO \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) VALUES ${values} ${conflict} ${set.join(', ')}`,
      part.flatMap((r) => cols.map((c) => (c === 'id' ? newId() : c === 'createdAt' || c === 'updatedAt' ? now : r[c]))),
    );
  }
}

/** Each visitor's departments now, their rows locked (MariaDB) so that two requests of one person take turns. */
async function departmentsOf(m: EntityManager, clientId: string, people: string[]): Promise<Map<string, string>> {
  // SQLite needs no lock: serialTransaction runs its transactions one at a time.
  const rows: { id: string; departmentId: string | null }[] = await m.query(
    `SELECT \`id\`, \`departmentId\` FROM \`user\` WHERE \`clientId\` = ? AND \`id\` IN (${marks(people.length)}) ORDER BY \`id\` ${isMysql(m) ? 'FOR UPDATE' : ''}`,
    [clientId, ...people],
  );
  return new Map(rows.map((r) => [r.id, r.departmentId ?? NO_DEPARTMENT]));
}

type Counted = Map<string, { departmentId: string; days: number }[]>;

/**
 * The days already counted of each (module, month, person), by department. Read after the people's rows
 * were locked, at READ COMMITTED, so a second request of a person sees the bits the first one set; no
 * locking read here, whose gap locks would make other people's first visits of a month wait or deadlock.
 */
async function countedDays(m: EntityManager, clientId: string, modules: string[], months: string[], people: string[]): Promise<Counted> {
  const rows: { module: string; month: string; userId: string; departmentId: string; days: number }[] = await m.query(
    `SELECT \`module\`, \`month\`, \`userId\`, \`departmentId\`, \`days\` FROM \`visitor_month\` WHERE \`clientId\` = ?
     AND \`module\` IN (${marks(modules.length)}) AND \`month\` IN (${marks(months.length)}) AND \`userId\` IN (${marks(people.length)})`,
    [clientId, ...modules, ...months, ...people],
  );
  const counted: Counted = new Map();
  for (const r of rows) {
    const key = `${r.module}|${r.month}|${r.userId}`;
    counted.set(key, [...(counted.get(key) ?? []), { departmentId: r.departmentId, days: Number(r.days) }]);
  }
  return counted;
}

type DaySums = { clientId: string; day: string; module: string; departmentId: string; visits: number; seconds: number; visitors: number };
type PersonMonth = { clientId: string; month: string; module: string; userId: string; departmentId: string; days: number };

/**
 * The summary rows to add for `visits` (of the browser): each visit to its day's sums of its module and of
 * any, in the department of the person's day and in all; a visitor where the day's bit is first set. A
 * person's day counts for the department of its first visit, whatever they moved to since.
 */
function tally(clientId: string, visits: (VisitInput & { day: string })[], departments: Map<string, string>, counted: Counted) {
  const days = new Map<string, DaySums>();
  const months = new Map<string, PersonMonth>();
  const dayOf = (key: string, bit: number) => counted.get(key)?.find((r) => (r.days & bit) !== 0);
  for (const v of visits) {
    const [month, bit] = [v.day.slice(0, 7), 1 << (Number(v.day.slice(8)) - 1)];
    const departmentId = dayOf(`${ANY_MODULE}|${month}|${v.userId}`, bit)?.departmentId ?? departments.get(v.userId) ?? NO_DEPARTMENT;
    for (const module of [v.module, ANY_MODULE]) {
      const person = `${module}|${month}|${v.userId}`;
      const first = !dayOf(person, bit);
      if (first) counted.set(person, [...(counted.get(person) ?? []), { departmentId, days: bit }]);
      for (const dept of [departmentId, ALL_DEPARTMENTS]) {
        const key = `${v.day}|${module}|${dept}`;
        const d = days.get(key) ?? { clientId, day: v.day, module, departmentId: dept, visits: 0, seconds: 0, visitors: 0 };
        days.set(key, { ...d, visits: d.visits + 1, seconds: d.seconds + (v.seconds ?? 0), visitors: d.visitors + (first ? 1 : 0) });
      }
      if (!first) continue;
      const row = months.get(`${person}|${departmentId}`) ?? { clientId, month, module, userId: v.userId, departmentId, days: 0 };
      months.set(`${person}|${departmentId}`, { ...row, days: row.days | bit });
    }
  }
  return { days: [...days.values()], months: [...months.values()] };
}

/** Writes each row's `people` into `table`, a statement for up to 500 rows. */
async function writePeople(m: EntityManager, table: string, rows: { id: string; people: Buffer }[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    await m.query(
      `UPDATE \`${table}\` SET \`people\` = CASE \`id\` ${part.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE \`id\` IN (${marks(part.length)})`,
      [...part.flatMap((r) => [r.id, r.people]), ...part.map((r) => r.id)],
    );
  }
}

/** A person's first visit of a module on a day: what the people sets lack (`tally`'s person-months' new day bits). */
type NewDay = { userId: string; module: string; day: string };

const newDaysOf = (months: PersonMonth[]): NewDay[] =>
  months.flatMap((r) =>
    Array.from({ length: 31 }, (_, i) => i)
      .filter((i) => r.days & (1 << i))
      .map((i) => ({ userId: r.userId, module: r.module, day: `${r.month}-${String(i + 1).padStart(2, '0')}` })),
  );

/**
 * Adds people's first visits of a module (or of any) on a day (`newDaysOf`) to the people sets (people-set.ts)
 * of their days (`visit_day` of all departments) and months (`visit_month`). Every row is there and locked by this
 * transaction by then (the day sums' upsert made or updated the days'; the months' are made or kept here),
 * so a set read here and written back loses nobody another request adds. A repeat visit changes no set, so it
 * reads and writes none (at 1,000,000 visitors a set is 125 KB).
 */
async function addPeople(m: EntityManager, clientId: string, visits: NewDay[], numbers: Map<string, number>) {
  if (!visits.length) return;
  const add = (sets: Map<string, number[]>, key: string, n: number) => (sets.get(key) ?? sets.set(key, []).get(key)!).push(n);
  const [days, months] = [new Map<string, number[]>(), new Map<string, number[]>()];
  for (const v of visits) {
    add(days, `${v.day}|${v.module}`, numbers.get(v.userId)!);
    add(months, `${v.day.slice(0, 7)}|${v.module}`, numbers.get(v.userId)!);
  }
  const keys = (sets: Map<string, number[]>) => [...sets.keys()].sort().map((k) => k.split('|') as [string, string]);
  await upsert(
    m,
    'visit_month',
    ['clientId', 'month', 'module'],
    { people: 'keep' },
    keys(months).map(([month, module]) => ({ clientId, month, module, people: Buffer.alloc(0) })),
  );
  const modules = [...new Set(visits.map((v) => v.module))];
  const read = (table: string, period: string, periods: string[], where = '') =>
    m.query(
      `SELECT \`id\`, \`${period}\` AS \`period\`, \`module\`, \`people\` FROM \`${table}\` WHERE \`clientId\` = ? ${where}
       AND \`${period}\` IN (${marks(periods.length)}) AND \`module\` IN (${marks(modules.length)})`,
      [clientId, ...periods, ...modules],
    ) as Promise<{ id: string; period: string; module: string; people: Buffer | null }[]>;
  for (const [table, period, sets, where] of [
    ['visit_day', 'day', days, `AND \`departmentId\` = '${ALL_DEPARTMENTS}'`],
    ['visit_month', 'month', months, ''],
  ] as const) {
    const rows = await read(table, period, [...new Set(keys(sets).map(([p]) => p))], where);
    const changed = rows.flatMap((r) => {
      const numbers = sets.get(`${r.period}|${r.module}`);
      const people = numbers && withPeople(r.people, numbers);
      return people && !(r.people && people.equals(r.people)) ? [{ id: r.id, people }] : [];
    });
    await writePeople(m, table, changed);
  }
}

/**
 * Stores visits and adds the browser's to the visit summary (summary-entities.ts) in one transaction, so the
 * figures never count a visit the summary lacks: about ten statements whatever the visits. The app's only way
 * to write `module_visit`.
 */
export function recordVisits(manager: EntityManager, clientId: string, visits: VisitInput[]): Promise<void> {
  const write = async (m: EntityManager) => {
    await createClientDb(m, clientId).repo(ModuleVisit).insertMany(visits);
    const browser = visits.filter((v) => !v.mobile).map((v) => ({ ...v, day: v.time.toISOString().slice(0, 10) }));
    if (!browser.length) return;
    const people = [...new Set(browser.map((v) => v.userId))].sort();
    const departments = await departmentsOf(m, clientId, people);
    const numbers = await visitorNumbers(m, clientId, people);
    const modules = [...new Set([ANY_MODULE, ...browser.map((v) => v.module)])];
    const counted = await countedDays(m, clientId, modules, [...new Set(browser.map((v) => v.day.slice(0, 7)))], people);
    const { days, months } = tally(clientId, browser, departments, counted);
    await upsert(m, 'visitor_month', ['clientId', 'module', 'month', 'userId', 'departmentId'], { days: '|' }, months);
    await upsert(m, 'visit_day', ['clientId', 'departmentId', 'day', 'module'], { visits: '+', seconds: '+', visitors: '+' }, days);
    await addPeople(m, clientId, newDaysOf(months), numbers);
  };
  // MariaDB's REPEATABLE READ would read the summary as of the transaction's first read, before the lock.
  return serialTransaction(manager, write, 'READ COMMITTED');
}
