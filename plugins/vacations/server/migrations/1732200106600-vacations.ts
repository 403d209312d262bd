import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "vacation" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "userId" varchar(36) NOT NULL, "planned" boolean NOT NULL DEFAULT (true), "start" varchar(10) NOT NULL, "end" varchar(10) NOT NULL, "days" int NOT NULL, "status" varchar(10) NOT NULL, "comment" text, "decidedById" varchar(36))',
      'CREATE INDEX "ix_vacation_client" ON "vacation" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_vacation_userId_start" ON "vacation" ("clientId", "userId", "start") ',
      'CREATE INDEX "ix_vacation_start" ON "vacation" ("clientId", "start") ',
    ],
    down: [
      'DROP INDEX "ix_vacation_start"',
      'DROP INDEX "ix_vacation_userId_start"',
      'DROP INDEX "ix_vacation_client"',
      'DROP TABLE "vacation"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `vacation` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` varchar(36) NOT NULL, `planned` tinyint(1) NOT NULL DEFAULT 1, `start` varchar(10) NOT NULL, `end` varchar(10) NOT NULL, `days` int NOT NULL, `status` varchar(10) NOT NULL, `comment` text NULL, `decidedById` varchar(36) NULL, INDEX `ix_vacation_client` (`clientId`, `createdAt`), INDEX `ix_vacation_userId_start` (`clientId`, `userId`, `start`), INDEX `ix_vacation_start` (`clientId`, `start`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_vacation_start` ON `vacation`',
      'DROP INDEX `ix_vacation_userId_start` ON `vacation`',
      'DROP INDEX `ix_vacation_client` ON `vacation`',
      'DROP TABLE `vacation`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Vacations1732200106600 implements MigrationInterface {
  name = 'Vacations1732200106600';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
