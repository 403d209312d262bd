import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { ModuleVisit, type ModuleVisitRow } from '../reports/entities.js';
import { createClientDb } from '../db/client-db.js';
import { newId } from '../db/ids.js';
import { serialTransaction } from '../db/row-lock.js';
import { ANY_MODULE } from './summary-entities.js';

export type VisitInput = Pick<ModuleVisitRow, 'userId' | 'module' | 'time' | 'seconds' | 'mobile'>;

const stamp = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
const isMysql = (m: { connection: DataSource } | DataSource) => ('connection' in m ? m.connection : m).options.type === 'mysql';

/**
 * Adds `rows` to the summary `table`: inserted, or where a row of the same `key` is there, its `add` columns
 * combined with theirs (`+` or `|`) in one statement, on either engine. At most 500 rows a statement.
 */
async function upsert(m: EntityManager, table: string, key: string[], add: Record<string, '+' | '|'>, rows: Record<string, unknown>[]) {
  const mysql = isMysql(m);
  const now = stamp(new Date());
  const cols = ['id', 'clientId', 'createdAt', 'updatedAt', ...Object.keys(rows[0] ?? {}).filter((c) => c !== 'clientId')];
  const set = Object.entries(add).map(([c, op]) => `\`${c}\` = \`${c}\` ${op} ${mysql ? `VALUES(\`${c}\`)` : `excluded.\`${c}\``}`);
  const conflict = mysql ? 'ON DUPLICATE KEY UPDATE' : `ON CONFLICT (${key.map((c) => `\`${c}\``).join(', ')}) DO UPDATE SET`;
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const values = part.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ');
    await m.query(
      `INSERT INTO \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) VALUES ${values} ${conflict} ${set.join(', ')}`,
      part.flatMap((r) => cols.map((c) => (c === 'id' ? newId() : c === 'createdAt' || c === 'updatedAt' ? now : r[c]))),
    );
  }
}

/**
 * Stores visits and adds the browser's to the visit summary (summary-entities.ts) in one transaction, so the
 * figures never count a visit the summary lacks. The app's only way to write `module_visit`.
 */
export function recordVisits(manager: EntityManager, clientId: string, visits: VisitInput[]): Promise<void> {
  return serialTransaction(manager, async (m) => {
    await createClientDb(m, clientId).repo(ModuleVisit).insertMany(visits);
    const days = new Map<string, { clientId: string; day: string; module: string; visits: number; seconds: number }>();
    const months = new Map<string, { clientId: string; month: string; module: string; userId: string; days: number }>();
    for (const v of visits.filter((x) => !x.mobile)) {
      const day = v.time.toISOString().slice(0, 10);
      const d = days.get(`${day}|${v.module}`) ?? { clientId, day, module: v.module, visits: 0, seconds: 0 };
      days.set(`${day}|${v.module}`, { ...d, visits: d.visits + 1, seconds: d.seconds + (v.seconds ?? 0) });
      for (const module of [v.module, ANY_MODULE]) {
        const key = `${day.slice(0, 7)}|${module}|${v.userId}`;
        const row = months.get(key) ?? { clientId, month: day.slice(0, 7), module, userId: v.userId, days: 0 };
        months.set(key, { ...row, days: row.days | (1 << (Number(day.slice(8)) - 1)) });
      }
    }
    await upsert(m, 'visit_day', ['clientId', 'day', 'module'], { visits: '+', seconds: '+' }, [...days.values()]);
    await upsert(m, 'visitor_month', ['clientId', 'module', 'month', 'userId'], { days: '|' }, [...months.values()]);
  });
}

/**
 * The visit summary summed afresh from `module_visit` (of one client, or of all): the migration fills it for
 * the visits stored before it, and the benchmark after writing visits straight through SQL.
 */
export async function fillVisitSummary(source: DataSource | QueryRunner, clientId?: string): Promise<void> {
  const ds = 'connection' in source ? source.connection : source;
  const run = (sql: string, params: unknown[] = []) => source.query(sql, params);
  const mysql = isMysql(ds);
  const id = mysql ? 'UUID()' : 'lower(hex(randomblob(16)))';
  const now = `'${stamp(new Date())}'`;
  const only = clientId === undefined ? '' : 'AND `clientId` = ?';
  const params = clientId === undefined ? [] : [clientId];
  await run(`DELETE FROM \`visit_day\` WHERE 1 = 1 ${only}`, params);
  await run(`DELETE FROM \`visitor_month\` WHERE 1 = 1 ${only}`, params);
  await run(
    `INSERT INTO \`visit_day\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`day\`, \`module\`, \`visits\`, \`seconds\`)
     SELECT ${id}, \`clientId\`, ${now}, ${now}, SUBSTR(\`time\`, 1, 10), \`module\`, COUNT(*), COALESCE(SUM(\`seconds\`), 0)
     FROM \`module_visit\` WHERE \`mobile\` = 0 ${only} GROUP BY \`clientId\`, SUBSTR(\`time\`, 1, 10), \`module\``,
    params,
  );
  // A day's bit once per person, month and module: the sum of distinct bits is their OR (SQLite has no BIT_OR).
  for (const module of ['`module`', `'${ANY_MODULE}'`])
    await run(
      `INSERT INTO \`visitor_month\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`month\`, \`module\`, \`userId\`, \`days\`)
       SELECT ${id}, \`clientId\`, ${now}, ${now}, \`month\`, \`module\`, \`userId\`, SUM(1 << (\`d\` - 1)) FROM (
         SELECT DISTINCT \`clientId\`, SUBSTR(\`time\`, 1, 7) AS \`month\`, ${module} AS \`module\`, \`userId\`, SUBSTR(\`time\`, 9, 2) + 0 AS \`d\`
         FROM \`module_visit\` WHERE \`mobile\` = 0 ${only}
       ) x GROUP BY \`clientId\`, \`month\`, \`module\`, \`userId\``,
      params,
    );
}
