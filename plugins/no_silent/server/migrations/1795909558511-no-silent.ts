import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "no_silent_report" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "authorId" varchar(36), "authorName" varchar(100), "description" text NOT NULL, "files" text NOT NULL, "codeHash" varchar(64))',
      'CREATE INDEX "ix_no_silent_report_client" ON "no_silent_report" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_no_silent_report_codeHash" ON "no_silent_report" ("clientId", "codeHash") ',
      'CREATE INDEX "ix_no_silent_report_authorId" ON "no_silent_report" ("clientId", "authorId") ',
      'CREATE TABLE "no_silent_message" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "reportId" varchar(36) NOT NULL, "n" int NOT NULL, "fromReporter" boolean NOT NULL, "authorId" varchar(36), "text" text NOT NULL)',
      'CREATE INDEX "ix_no_silent_message_client" ON "no_silent_message" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_no_silent_message_reportId_n" ON "no_silent_message" ("clientId", "reportId", "n") ',
    ],
    down: [
      'DROP INDEX "ix_no_silent_message_reportId_n"',
      'DROP INDEX "ix_no_silent_message_client"',
      'DROP TABLE "no_silent_message"',
      'DROP INDEX "ix_no_silent_report_authorId"',
      'DROP INDEX "ix_no_silent_report_codeHash"',
      'DROP INDEX "ix_no_silent_report_client"',
      'DROP TABLE "no_silent_report"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `no_silent_report` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `authorId` varchar(36) NULL, `authorName` varchar(100) NULL, `description` text NOT NULL, `files` text NOT NULL, `codeHash` varchar(64) NULL, INDEX `ix_no_silent_report_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_no_silent_report_codeHash` (`clientId`, `codeHash`), INDEX `ix_no_silent_report_authorId` (`clientId`, `authorId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `no_silent_message` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `reportId` varchar(36) NOT NULL, `n` int NOT NULL, `fromReporter` tinyint(1) NOT NULL, `authorId` varchar(36) NULL, `text` text NOT NULL, INDEX `ix_no_silent_message_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_no_silent_message_reportId_n` (`clientId`, `reportId`, `n`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_no_silent_message_reportId_n` ON `no_silent_message`',
      'DROP INDEX `ix_no_silent_message_client` ON `no_silent_message`',
      'DROP TABLE `no_silent_message`',
      'DROP INDEX `ix_no_silent_report_authorId` ON `no_silent_report`',
      'DROP INDEX `ix_no_silent_report_codeHash` ON `no_silent_report`',
      'DROP INDEX `ix_no_silent_report_client` ON `no_silent_report`',
      'DROP TABLE `no_silent_report`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class NoSilent1795909558511 implements MigrationInterface {
  name = 'NoSilent1795909558511';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
