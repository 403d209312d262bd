import type { DataSource, QueryRunner } from 'typeorm';
import { newId } from '../db/ids.js';
import { withPeople } from './people-set.js';
import { isMysql, marks, stamp } from './sql.js';
import { ALL_DEPARTMENTS, ANY_MODULE } from './summary-entities.js';

/**
 * The people sets of the visit summary (people-set.ts) made from `visitor_month` (of one client, or of all):
 * every visitor without a number gets one (in one `INSERT … SELECT`), then month by month, one client at a
 * time, the month's person rows are read and turned into the month's sets (`visit_month`, made anew) and
 * its days' (`visit_day` of all departments), so memory holds one month of one client. The migration fills
 * them for the visits summed before it, the benchmark after its bulk seed.
 */
export async function fillPeopleSets(source: DataSource | QueryRunner, clientId?: string): Promise<void> {
  const ds = 'connection' in source ? source.connection : source;
  const run = <T>(sql: string, params: unknown[] = []) => source.query(sql, params) as Promise<T>;
  const only = (table: string) => (clientId === undefined ? '' : `AND \`${table}\`.\`clientId\` = ?`);
  const params = clientId === undefined ? [] : [clientId];
  const now = stamp(new Date());
  // Numbered in the order of their ids after the client's largest number (none, on the migration's first run).
  await run(
    `INSERT INTO \`visitor_number\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`userId\`, \`number\`)
     SELECT ${isMysql(ds) ? 'UUID()' : 'lower(hex(randomblob(16)))'}, \`p\`.\`clientId\`, ?, ?, \`p\`.\`userId\`,
       COALESCE((SELECT MAX(\`n\`.\`number\`) FROM \`visitor_number\` \`n\` WHERE \`n\`.\`clientId\` = \`p\`.\`clientId\`), -1)
         + ROW_NUMBER() OVER (PARTITION BY \`p\`.\`clientId\` ORDER BY \`p\`.\`userId\`)
     FROM (SELECT DISTINCT \`clientId\`, \`userId\` FROM \`visitor_month\` \`v\` WHERE \`module\` = '${ANY_MODULE}' ${only('v')}
       AND NOT EXISTS (SELECT 1 FROM \`visitor_number\` \`n\` WHERE \`n\`.\`clientId\` = \`v\`.\`clientId\` AND \`n\`.\`userId\` = \`v\`.\`userId\`)) \`p\``,
    [now, now, ...params],
  );
  await run(`DELETE FROM \`visit_month\` WHERE 1 = 1 ${only('visit_month')}`, params);
  const listed = await run<{ clientId: string; month: string; module: string }[]>(
    `SELECT DISTINCT \`clientId\`, \`month\`, \`module\` FROM \`visitor_month\` \`v\` WHERE 1 = 1 ${only('v')}`,
    params,
  );
  const months = new Map<string, { client: string; month: string; modules: string[] }>();
  for (const r of listed) {
    const m = months.get(`${r.clientId}|${r.month}`) ?? { client: r.clientId, month: r.month, modules: [] };
    months.set(`${r.clientId}|${r.month}`, { ...m, modules: [...m.modules, r.module] });
  }
  for (const { client, month, modules } of months.values()) {
    // The modules named, so that the read takes the index's range of each (client, module, month).
    const rows = await run<{ module: string; days: number; number: number }[]>(
      `SELECT \`v\`.\`module\`, \`v\`.\`days\`, \`n\`.\`number\` FROM \`visitor_month\` \`v\`
       JOIN \`visitor_number\` \`n\` ON \`n\`.\`clientId\` = \`v\`.\`clientId\` AND \`n\`.\`userId\` = \`v\`.\`userId\`
       WHERE \`v\`.\`clientId\` = ? AND \`v\`.\`module\` IN (${marks(modules.length)}) AND \`v\`.\`month\` = ?`,
      [client, ...modules, month],
    );
    // Each month's and day's numbers by module; a person of two departments that month has two rows.
    const [ofMonth, ofDay] = [new Map<string, number[]>(), new Map<string, number[]>()];
    const add = (sets: Map<string, number[]>, key: string, n: number) => {
      const list = sets.get(key);
      if (list) list.push(n);
      else sets.set(key, [n]);
    };
    for (const r of rows) {
      add(ofMonth, r.module, Number(r.number));
      for (let d = 1; d <= 31; d++)
        if (Number(r.days) & (1 << (d - 1))) add(ofDay, `${String(d).padStart(2, '0')}|${r.module}`, Number(r.number));
    }
    // A row per module: a statement's worth.
    await run(
      `INSERT INTO \`visit_month\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`month\`, \`module\`, \`people\`)
       VALUES ${[...ofMonth.keys()].map(() => `(${marks(7)})`).join(', ')}`,
      [...ofMonth].flatMap(([module, numbers]) => [newId(), client, now, now, month, module, withPeople(null, numbers)]),
    );
    for (const [key, numbers] of ofDay) {
      const [d, module] = key.split('|');
      await run(
        `UPDATE \`visit_day\` SET \`people\` = ? WHERE \`clientId\` = ? AND \`departmentId\` = '${ALL_DEPARTMENTS}' AND \`day\` = ? AND \`module\` = ?`,
        [withPeople(null, numbers), client, `${month}-${d}`, module],
      );
    }
  }
}
