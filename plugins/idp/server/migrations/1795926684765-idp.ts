import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "idp" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "creatorId" varchar(36) NOT NULL, "employeeId" varchar(36) NOT NULL, "observerId" varchar(36), "status" varchar(10) NOT NULL, "finishedAt" datetime(3), "notes" text NOT NULL)',
      'CREATE INDEX "ix_idp_client" ON "idp" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_idp_employeeId_createdAt" ON "idp" ("clientId", "employeeId", "createdAt") ',
      'CREATE INDEX "ix_idp_observerId" ON "idp" ("clientId", "observerId") ',
      'CREATE INDEX "ix_idp_creatorId" ON "idp" ("clientId", "creatorId") ',
      'CREATE TABLE "idp_task" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "idpId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "deadline" varchar(10) NOT NULL, "position" int NOT NULL, "finished" boolean NOT NULL DEFAULT (false), "finishedAt" datetime(3))',
      'CREATE INDEX "ix_idp_task_client" ON "idp_task" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_idp_task_idpId_position" ON "idp_task" ("clientId", "idpId", "position") ',
      'CREATE INDEX "ix_idp_task_finished_deadline" ON "idp_task" ("clientId", "finished", "deadline") ',
      'CREATE TABLE "idp_history" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "idpId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "action" varchar(20) NOT NULL, "details" text NOT NULL)',
      'CREATE INDEX "ix_idp_history_client" ON "idp_history" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_idp_history_idpId_createdAt" ON "idp_history" ("clientId", "idpId", "createdAt") ',
      'CREATE TABLE "idp_reminder" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "taskId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL)',
      'CREATE INDEX "ix_idp_reminder_client" ON "idp_reminder" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_idp_reminder_taskId_day" ON "idp_reminder" ("clientId", "taskId", "day") ',
    ],
    down: [
      'DROP INDEX "ix_idp_reminder_taskId_day"',
      'DROP INDEX "ix_idp_reminder_client"',
      'DROP TABLE "idp_reminder"',
      'DROP INDEX "ix_idp_history_idpId_createdAt"',
      'DROP INDEX "ix_idp_history_client"',
      'DROP TABLE "idp_history"',
      'DROP INDEX "ix_idp_task_finished_deadline"',
      'DROP INDEX "ix_idp_task_idpId_position"',
      'DROP INDEX "ix_idp_task_client"',
      'DROP TABLE "idp_task"',
      'DROP INDEX "ix_idp_creatorId"',
      'DROP INDEX "ix_idp_observerId"',
      'DROP INDEX "ix_idp_employeeId_createdAt"',
      'DROP INDEX "ix_idp_client"',
      'DROP TABLE "idp"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `idp` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `title` varchar(200) NOT NULL, `description` text NOT NULL, `creatorId` varchar(36) NOT NULL, `employeeId` varchar(36) NOT NULL, `observerId` varchar(36) NULL, `status` varchar(10) NOT NULL, `finishedAt` datetime(3) NULL, `notes` text NOT NULL, INDEX `ix_idp_client` (`clientId`, `createdAt`), INDEX `ix_idp_employeeId_createdAt` (`clientId`, `employeeId`, `createdAt`), INDEX `ix_idp_observerId` (`clientId`, `observerId`), INDEX `ix_idp_creatorId` (`clientId`, `creatorId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `idp_task` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `idpId` varchar(36) NOT NULL, `title` varchar(200) NOT NULL, `deadline` varchar(10) NOT NULL, `position` int NOT NULL, `finished` tinyint(1) NOT NULL DEFAULT 0, `finishedAt` datetime(3) NULL, INDEX `ix_idp_task_client` (`clientId`, `createdAt`), INDEX `ix_idp_task_idpId_position` (`clientId`, `idpId`, `position`), INDEX `ix_idp_task_finished_deadline` (`clientId`, `finished`, `deadline`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `idp_history` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `idpId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `action` varchar(20) NOT NULL, `details` text NOT NULL, INDEX `ix_idp_history_client` (`clientId`, `createdAt`), INDEX `ix_idp_history_idpId_createdAt` (`clientId`, `idpId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `idp_reminder` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `taskId` varchar(36) NOT NULL, `day` varchar(10) NOT NULL, INDEX `ix_idp_reminder_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_idp_reminder_taskId_day` (`clientId`, `taskId`, `day`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_idp_reminder_taskId_day` ON `idp_reminder`',
      'DROP INDEX `ix_idp_reminder_client` ON `idp_reminder`',
      'DROP TABLE `idp_reminder`',
      'DROP INDEX `ix_idp_history_idpId_createdAt` ON `idp_history`',
      'DROP INDEX `ix_idp_history_client` ON `idp_history`',
      'DROP TABLE `idp_history`',
      'DROP INDEX `ix_idp_task_finished_deadline` ON `idp_task`',
      'DROP INDEX `ix_idp_task_idpId_position` ON `idp_task`',
      'DROP INDEX `ix_idp_task_client` ON `idp_task`',
      'DROP TABLE `idp_task`',
      'DROP INDEX `ix_idp_creatorId` ON `idp`',
      'DROP INDEX `ix_idp_observerId` ON `idp`',
      'DROP INDEX `ix_idp_employeeId_createdAt` ON `idp`',
      'DROP INDEX `ix_idp_client` ON `idp`',
      'DROP TABLE `idp`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Idp1795926684765 implements MigrationInterface {
  name = 'Idp1795926684765';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
