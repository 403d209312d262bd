import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "adaptation_track" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "name" varchar(200) NOT NULL, "description" text NOT NULL, "state" varchar(12) NOT NULL, "stages" text NOT NULL, "scenarios" text NOT NULL, "authorId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_adaptation_track_client" ON "adaptation_track" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_adaptation_track_createdAt" ON "adaptation_track" ("clientId", "createdAt") ',
      'CREATE TABLE "adaptation_user_track" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "trackId" varchar(36) NOT NULL, "scenarioId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "mentorId" varchar(36) NOT NULL, "chiefId" varchar(36), "hrId" varchar(36), "start" datetime(3) NOT NULL, "end" datetime(3), "finished" text NOT NULL, "deleted" text NOT NULL, "active" boolean NOT NULL DEFAULT (true))',
      'CREATE INDEX "ix_adaptation_user_track_client" ON "adaptation_user_track" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_adaptation_user_track_trackId_userId" ON "adaptation_user_track" ("clientId", "trackId", "userId") ',
      'CREATE INDEX "ix_adaptation_user_track_userId" ON "adaptation_user_track" ("clientId", "userId") ',
      'CREATE INDEX "ix_adaptation_user_track_mentorId" ON "adaptation_user_track" ("clientId", "mentorId") ',
      'CREATE INDEX "ix_adaptation_user_track_chiefId" ON "adaptation_user_track" ("clientId", "chiefId") ',
      'CREATE INDEX "ix_adaptation_user_track_hrId" ON "adaptation_user_track" ("clientId", "hrId") ',
      'CREATE INDEX "ix_adaptation_user_track_end_active" ON "adaptation_user_track" ("clientId", "end", "active") ',
      'CREATE TABLE "adaptation_mark" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "userTrackId" varchar(36) NOT NULL, "mark" varchar(60) NOT NULL)',
      'CREATE INDEX "ix_adaptation_mark_client" ON "adaptation_mark" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_adaptation_mark_userTrackId_mark" ON "adaptation_mark" ("clientId", "userTrackId", "mark") ',
      'CREATE TABLE "adaptation_settings" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "mentors" text NOT NULL, "hrs" text NOT NULL, "awards" text NOT NULL, "polls" text NOT NULL)',
      'CREATE INDEX "ix_adaptation_settings_client" ON "adaptation_settings" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ux_adaptation_settings_client" ON "adaptation_settings" ("clientId") ',
    ],
    down: [
      'DROP INDEX "ux_adaptation_settings_client"',
      'DROP INDEX "ix_adaptation_settings_client"',
      'DROP TABLE "adaptation_settings"',
      'DROP INDEX "ix_adaptation_mark_userTrackId_mark"',
      'DROP INDEX "ix_adaptation_mark_client"',
      'DROP TABLE "adaptation_mark"',
      'DROP INDEX "ix_adaptation_user_track_end_active"',
      'DROP INDEX "ix_adaptation_user_track_hrId"',
      'DROP INDEX "ix_adaptation_user_track_chiefId"',
      'DROP INDEX "ix_adaptation_user_track_mentorId"',
      'DROP INDEX "ix_adaptation_user_track_userId"',
      'DROP INDEX "ix_adaptation_user_track_trackId_userId"',
      'DROP INDEX "ix_adaptation_user_track_client"',
      'DROP TABLE "adaptation_user_track"',
      'DROP INDEX "ix_adaptation_track_createdAt"',
      'DROP INDEX "ix_adaptation_track_client"',
      'DROP TABLE "adaptation_track"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `adaptation_track` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(200) NOT NULL, `description` text NOT NULL, `state` varchar(12) NOT NULL, `stages` text NOT NULL, `scenarios` text NOT NULL, `authorId` varchar(36) NOT NULL, INDEX `ix_adaptation_track_client` (`clientId`, `createdAt`), INDEX `ix_adaptation_track_createdAt` (`clientId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `adaptation_user_track` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `trackId` varchar(36) NOT NULL, `scenarioId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `mentorId` varchar(36) NOT NULL, `chiefId` varchar(36) NULL, `hrId` varchar(36) NULL, `start` datetime(3) NOT NULL, `end` datetime(3) NULL, `finished` text NOT NULL, `deleted` text NOT NULL, `active` tinyint(1) NOT NULL DEFAULT 1, INDEX `ix_adaptation_user_track_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_adaptation_user_track_trackId_userId` (`clientId`, `trackId`, `userId`), INDEX `ix_adaptation_user_track_userId` (`clientId`, `userId`), INDEX `ix_adaptation_user_track_mentorId` (`clientId`, `mentorId`), INDEX `ix_adaptation_user_track_chiefId` (`clientId`, `chiefId`), INDEX `ix_adaptation_user_track_hrId` (`clientId`, `hrId`), INDEX `ix_adaptation_user_track_end_active` (`clientId`, `end`, `active`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `adaptation_mark` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userTrackId` varchar(36) NOT NULL, `mark` varchar(60) NOT NULL, INDEX `ix_adaptation_mark_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_adaptation_mark_userTrackId_mark` (`clientId`, `userTrackId`, `mark`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `adaptation_settings` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `mentors` text NOT NULL, `hrs` text NOT NULL, `awards` text NOT NULL, `polls` text NOT NULL, INDEX `ix_adaptation_settings_client` (`clientId`, `createdAt`), UNIQUE INDEX `ux_adaptation_settings_client` (`clientId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ux_adaptation_settings_client` ON `adaptation_settings`',
      'DROP INDEX `ix_adaptation_settings_client` ON `adaptation_settings`',
      'DROP TABLE `adaptation_settings`',
      'DROP INDEX `ix_adaptation_mark_userTrackId_mark` ON `adaptation_mark`',
      'DROP INDEX `ix_adaptation_mark_client` ON `adaptation_mark`',
      'DROP TABLE `adaptation_mark`',
      'DROP INDEX `ix_adaptation_user_track_end_active` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_hrId` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_chiefId` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_mentorId` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_userId` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_trackId_userId` ON `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_user_track_client` ON `adaptation_user_track`',
      'DROP TABLE `adaptation_user_track`',
      'DROP INDEX `ix_adaptation_track_createdAt` ON `adaptation_track`',
      'DROP INDEX `ix_adaptation_track_client` ON `adaptation_track`',
      'DROP TABLE `adaptation_track`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Adaptation1795910312247 implements MigrationInterface {
  name = 'Adaptation1795910312247';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
