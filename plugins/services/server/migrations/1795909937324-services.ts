import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "services_group" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "name" varchar(200) NOT NULL)',
      'CREATE INDEX "ix_services_group_client" ON "services_group" ("clientId", "createdAt") ',
      'CREATE TABLE "services" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "name" varchar(200) NOT NULL, "description" text NOT NULL, "groupId" varchar(36) NOT NULL, "type" varchar(10) NOT NULL, "departmentId" varchar(64), "daysLimit" int NOT NULL DEFAULT (0), "forAll" boolean NOT NULL DEFAULT (true), "receivers" text NOT NULL, "steps" text NOT NULL, "articleId" varchar(64), "authorId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_services_client" ON "services" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_services_groupId" ON "services" ("clientId", "groupId") ',
      'CREATE INDEX "ix_services_articleId" ON "services" ("clientId", "articleId") ',
      'CREATE TABLE "services_request" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "serviceId" varchar(36) NOT NULL, "name" varchar(200) NOT NULL, "initiatorId" varchar(36) NOT NULL, "steps" text NOT NULL, "current" int NOT NULL DEFAULT (0), "result" varchar(10), "finishedAt" datetime(3), "dueAt" datetime(3), "template" boolean NOT NULL DEFAULT (false))',
      'CREATE INDEX "ix_services_request_client" ON "services_request" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_services_request_initiatorId_createdAt" ON "services_request" ("clientId", "initiatorId", "createdAt") ',
      'CREATE INDEX "ix_services_request_serviceId" ON "services_request" ("clientId", "serviceId") ',
      'CREATE INDEX "ix_services_request_dueAt" ON "services_request" ("clientId", "dueAt") ',
      'CREATE TABLE "services_reminder" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "requestId" varchar(36) NOT NULL, "stepId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL)',
      'CREATE INDEX "ix_services_reminder_client" ON "services_reminder" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_services_reminder_requestId_stepId_day" ON "services_reminder" ("clientId", "requestId", "stepId", "day") ',
    ],
    down: [
      'DROP INDEX "ix_services_reminder_requestId_stepId_day"',
      'DROP INDEX "ix_services_reminder_client"',
      'DROP TABLE "services_reminder"',
      'DROP INDEX "ix_services_request_dueAt"',
      'DROP INDEX "ix_services_request_serviceId"',
      'DROP INDEX "ix_services_request_initiatorId_createdAt"',
      'DROP INDEX "ix_services_request_client"',
      'DROP TABLE "services_request"',
      'DROP INDEX "ix_services_articleId"',
      'DROP INDEX "ix_services_groupId"',
      'DROP INDEX "ix_services_client"',
      'DROP TABLE "services"',
      'DROP INDEX "ix_services_group_client"',
      'DROP TABLE "services_group"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `services_group` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(200) NOT NULL, INDEX `ix_services_group_client` (`clientId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      "CREATE TABLE `services` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(200) NOT NULL, `description` text NOT NULL, `groupId` varchar(36) NOT NULL, `type` varchar(10) NOT NULL, `departmentId` varchar(64) NULL, `daysLimit` int NOT NULL DEFAULT '0', `forAll` tinyint(1) NOT NULL DEFAULT 1, `receivers` text NOT NULL, `steps` text NOT NULL, `articleId` varchar(64) NULL, `authorId` varchar(36) NOT NULL, INDEX `ix_services_client` (`clientId`, `createdAt`), INDEX `ix_services_groupId` (`clientId`, `groupId`), INDEX `ix_services_articleId` (`clientId`, `articleId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `services_request` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `serviceId` varchar(36) NOT NULL, `name` varchar(200) NOT NULL, `initiatorId` varchar(36) NOT NULL, `steps` text NOT NULL, `current` int NOT NULL DEFAULT '0', `result` varchar(10) NULL, `finishedAt` datetime(3) NULL, `dueAt` datetime(3) NULL, `template` tinyint(1) NOT NULL DEFAULT 0, INDEX `ix_services_request_client` (`clientId`, `createdAt`), INDEX `ix_services_request_initiatorId_createdAt` (`clientId`, `initiatorId`, `createdAt`), INDEX `ix_services_request_serviceId` (`clientId`, `serviceId`), INDEX `ix_services_request_dueAt` (`clientId`, `dueAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      'CREATE TABLE `services_reminder` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `requestId` varchar(36) NOT NULL, `stepId` varchar(36) NOT NULL, `day` varchar(10) NOT NULL, INDEX `ix_services_reminder_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_services_reminder_requestId_stepId_day` (`clientId`, `requestId`, `stepId`, `day`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_services_reminder_requestId_stepId_day` ON `services_reminder`',
      'DROP INDEX `ix_services_reminder_client` ON `services_reminder`',
      'DROP TABLE `services_reminder`',
      'DROP INDEX `ix_services_request_dueAt` ON `services_request`',
      'DROP INDEX `ix_services_request_serviceId` ON `services_request`',
      'DROP INDEX `ix_services_request_initiatorId_createdAt` ON `services_request`',
      'DROP INDEX `ix_services_request_client` ON `services_request`',
      'DROP TABLE `services_request`',
      'DROP INDEX `ix_services_articleId` ON `services`',
      'DROP INDEX `ix_services_groupId` ON `services`',
      'DROP INDEX `ix_services_client` ON `services`',
      'DROP TABLE `services`',
      'DROP INDEX `ix_services_group_client` ON `services_group`',
      'DROP TABLE `services_group`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Services1795909937324 implements MigrationInterface {
  name = 'Services1795909937324';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
