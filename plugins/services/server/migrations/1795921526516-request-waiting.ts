import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'DROP INDEX "ix_services_request_dueAt"',
      'DROP INDEX "ix_services_request_serviceId"',
      'DROP INDEX "ix_services_request_initiatorId_createdAt"',
      'DROP INDEX "ix_services_request_client"',
      'CREATE TABLE "temporary_services_request" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "serviceId" varchar(36) NOT NULL, "name" varchar(200) NOT NULL, "initiatorId" varchar(36) NOT NULL, "steps" text NOT NULL, "current" int NOT NULL DEFAULT (0), "result" varchar(10), "finishedAt" datetime(3), "dueAt" datetime(3), "template" boolean NOT NULL DEFAULT (false), "waitingFor" varchar(200) NOT NULL DEFAULT (\'\'))',
      'INSERT INTO "temporary_services_request"("id", "clientId", "createdAt", "updatedAt", "serviceId", "name", "initiatorId", "steps", "current", "result", "finishedAt", "dueAt", "template") SELECT "id", "clientId", "createdAt", "updatedAt", "serviceId", "name", "initiatorId", "steps", "current", "result", "finishedAt", "dueAt", "template" FROM "services_request"',
      'DROP TABLE "services_request"',
      'ALTER TABLE "temporary_services_request" RENAME TO "services_request"',
      'CREATE INDEX "ix_services_request_dueAt" ON "services_request" ("clientId", "dueAt") ',
      'CREATE INDEX "ix_services_request_serviceId" ON "services_request" ("clientId", "serviceId") ',
      'CREATE INDEX "ix_services_request_initiatorId_createdAt" ON "services_request" ("clientId", "initiatorId", "createdAt") ',
      'CREATE INDEX "ix_services_request_client" ON "services_request" ("clientId", "createdAt") ',
    ],
    down: [
      'DROP INDEX "ix_services_request_client"',
      'DROP INDEX "ix_services_request_initiatorId_createdAt"',
      'DROP INDEX "ix_services_request_serviceId"',
      'DROP INDEX "ix_services_request_dueAt"',
      'ALTER TABLE "services_request" RENAME TO "temporary_services_request"',
      'CREATE TABLE "services_request" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "serviceId" varchar(36) NOT NULL, "name" varchar(200) NOT NULL, "initiatorId" varchar(36) NOT NULL, "steps" text NOT NULL, "current" int NOT NULL DEFAULT (0), "result" varchar(10), "finishedAt" datetime(3), "dueAt" datetime(3), "template" boolean NOT NULL DEFAULT (false))',
      'INSERT INTO "services_request"("id", "clientId", "createdAt", "updatedAt", "serviceId", "name", "initiatorId", "steps", "current", "result", "finishedAt", "dueAt", "template") SELECT "id", "clientId", "createdAt", "updatedAt", "serviceId", "name", "initiatorId", "steps", "current", "result", "finishedAt", "dueAt", "template" FROM "temporary_services_request"',
      'DROP TABLE "temporary_services_request"',
      'CREATE INDEX "ix_services_request_client" ON "services_request" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_services_request_initiatorId_createdAt" ON "services_request" ("clientId", "initiatorId", "createdAt") ',
      'CREATE INDEX "ix_services_request_serviceId" ON "services_request" ("clientId", "serviceId") ',
      'CREATE INDEX "ix_services_request_dueAt" ON "services_request" ("clientId", "dueAt") ',
    ],
  },
  mysql: {
    up: ["ALTER TABLE `services_request` ADD `waitingFor` varchar(200) NOT NULL DEFAULT ''"],
    down: ['ALTER TABLE `services_request` DROP COLUMN `waitingFor`'],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class RequestWaiting1795921526516 implements MigrationInterface {
  name = 'RequestWaiting1795921526516';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
    // Requests already running wait for the performers of their current step (rows are few: running requests only).
    const running: { id: string; steps: string; current: number }[] = await q.query(
      'SELECT id, steps, current FROM services_request WHERE result IS NULL AND template = 0',
    );
    for (const row of running) {
      const step = (JSON.parse(row.steps) as { performerIds: string[] }[])[Number(row.current)];
      if (step) await q.query('UPDATE services_request SET waitingFor = ? WHERE id = ?', [`,${step.performerIds.join(',')},`, row.id]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
