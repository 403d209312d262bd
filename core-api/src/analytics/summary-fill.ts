import type { DataSource, QueryRunner } from 'typeorm';
import { fillPeopleSets } from './people-fill.js';
import { isMysql, stamp } from './sql.js';
import { ALL_DEPARTMENTS, ANY_MODULE, NO_DEPARTMENT } from './summary-entities.js';

/**
 * The visit summary's sums summed afresh from `module_visit` (of one client, or of all) in a few `INSERT …
 * SELECT … GROUP BY`: migration `VisitSummaryDepartments1732200107540` filled them for the visits stored
 * before it. Stored visits count for each person's department now (which days they spent in another one is
 * not kept).
 */
export async function fillVisitSums(source: DataSource | QueryRunner, clientId?: string): Promise<void> {
  const ds = 'connection' in source ? source.connection : source;
  const run = (sql: string, params: unknown[] = []) => source.query(sql, params);
  const id = isMysql(ds) ? 'UUID()' : 'lower(hex(randomblob(16)))';
  const now = `'${stamp(new Date())}'`;
  const only = (table: string) => (clientId === undefined ? '' : `AND \`${table}\`.\`clientId\` = ?`);
  const params = clientId === undefined ? [] : [clientId];
  // The browser's visits, each with its person's department.
  const visits = `\`module_visit\` \`v\` LEFT JOIN \`user\` \`u\` ON \`u\`.\`id\` = \`v\`.\`userId\` AND \`u\`.\`clientId\` = \`v\`.\`clientId\`
    WHERE \`v\`.\`mobile\` = 0 ${only('v')}`;
  const dept = `COALESCE(\`u\`.\`departmentId\`, '${NO_DEPARTMENT}')`;
  await run(`DELETE FROM \`visit_day\` WHERE 1 = 1 ${only('visit_day')}`, params);
  await run(`DELETE FROM \`visitor_month\` WHERE 1 = 1 ${only('visitor_month')}`, params);
  for (const module of ['`v`.`module`', `'${ANY_MODULE}'`]) {
    await run(
      `INSERT INTO \`visit_day\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`day\`, \`module\`, \`departmentId\`, \`visits\`, \`seconds\`, \`visitors\`)
       SELECT ${id}, \`v\`.\`clientId\`, ${now}, ${now}, SUBSTR(\`v\`.\`time\`, 1, 10), ${module}, ${dept},
         COUNT(*), COALESCE(SUM(\`v\`.\`seconds\`), 0), COUNT(DISTINCT \`v\`.\`userId\`)
       FROM ${visits} GROUP BY \`v\`.\`clientId\`, SUBSTR(\`v\`.\`time\`, 1, 10), ${module}, ${dept}`,
      params,
    );
    // A day's bit once per person, month and module: the sum of distinct bits is their OR (SQLite has no BIT_OR).
    await run(
      `INSERT INTO \`visitor_month\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`month\`, \`module\`, \`userId\`, \`departmentId\`, \`days\`)
       SELECT ${id}, \`clientId\`, ${now}, ${now}, \`month\`, \`module\`, \`userId\`, \`departmentId\`, SUM(1 << (\`d\` - 1)) FROM (
         SELECT DISTINCT \`v\`.\`clientId\`, SUBSTR(\`v\`.\`time\`, 1, 7) AS \`month\`, ${module} AS \`module\`, \`v\`.\`userId\`,
           ${dept} AS \`departmentId\`, SUBSTR(\`v\`.\`time\`, 9, 2) + 0 AS \`d\`
         FROM ${visits}
       ) x GROUP BY \`clientId\`, \`month\`, \`module\`, \`userId\`, \`departmentId\``,
      params,
    );
  }
  // Every department's sums: here each person is in one department, so even the daily visitors add up.
  await run(
    `INSERT INTO \`visit_day\` (\`id\`, \`clientId\`, \`createdAt\`, \`updatedAt\`, \`day\`, \`module\`, \`departmentId\`, \`visits\`, \`seconds\`, \`visitors\`)
     SELECT ${id}, \`clientId\`, ${now}, ${now}, \`day\`, \`module\`, '${ALL_DEPARTMENTS}', SUM(\`visits\`), SUM(\`seconds\`), SUM(\`visitors\`)
     FROM \`visit_day\` WHERE 1 = 1 ${only('visit_day')} GROUP BY \`clientId\`, \`day\`, \`module\``,
    params,
  );
}

/**
 * The whole visit summary made afresh from `module_visit` (of one client, or of all): the sums, then the
 * people sets from them. For visits written past the app, as the benchmark writes them.
 */
export async function fillVisitSummary(source: DataSource | QueryRunner, clientId?: string): Promise<void> {
  await fillVisitSums(source, clientId);
  await fillPeopleSets(source, clientId);
}
