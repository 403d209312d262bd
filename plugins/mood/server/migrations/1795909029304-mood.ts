import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "mood_entry" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "rating" int NOT NULL, "departmentId" varchar(36), "day" int NOT NULL)',
      'CREATE INDEX "ix_mood_entry_client" ON "mood_entry" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_mood_entry_day" ON "mood_entry" ("clientId", "day") ',
      'CREATE TABLE "mood_participant" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "userId" varchar(36) NOT NULL, "lastDay" int)',
      'CREATE INDEX "ix_mood_participant_client" ON "mood_participant" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_mood_participant_userId" ON "mood_participant" ("clientId", "userId") ',
    ],
    down: [
      'DROP INDEX "ix_mood_participant_userId"',
      'DROP INDEX "ix_mood_participant_client"',
      'DROP TABLE "mood_participant"',
      'DROP INDEX "ix_mood_entry_day"',
      'DROP INDEX "ix_mood_entry_client"',
      'DROP TABLE "mood_entry"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `mood_entry` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `rating` int NOT NULL, `departmentId` varchar(36) NULL, `day` int NOT NULL, INDEX `ix_mood_entry_client` (`clientId`, `createdAt`), INDEX `ix_mood_entry_day` (`clientId`, `day`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `mood_participant` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` varchar(36) NOT NULL, `lastDay` int NULL, INDEX `ix_mood_participant_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_mood_participant_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_mood_participant_userId` ON `mood_participant`',
      'DROP INDEX `ix_mood_participant_client` ON `mood_participant`',
      'DROP TABLE `mood_participant`',
      'DROP INDEX `ix_mood_entry_day` ON `mood_entry`',
      'DROP INDEX `ix_mood_entry_client` ON `mood_entry`',
      'DROP TABLE `mood_entry`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Mood1795909029304 implements MigrationInterface {
  name = 'Mood1795909029304';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
