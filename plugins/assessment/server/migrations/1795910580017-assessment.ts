import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "assessment_questionnaire" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "name" varchar(200) NOT NULL, "status" varchar(10) NOT NULL, "scaleType" varchar(10) NOT NULL, "commentsAllowed" boolean NOT NULL DEFAULT (false), "commentsRequired" boolean NOT NULL DEFAULT (false), "options" text NOT NULL, "competencies" text NOT NULL, "authorId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_assessment_questionnaire_client" ON "assessment_questionnaire" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_assessment_questionnaire_status_updatedAt" ON "assessment_questionnaire" ("clientId", "status", "updatedAt") ',
      'CREATE TABLE "assessment_cycle" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "name" varchar(200) NOT NULL, "status" varchar(10) NOT NULL, "steps" text NOT NULL, "articleId" varchar(64), "visibility" text NOT NULL, "completedAt" datetime(3), "authorId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_assessment_cycle_client" ON "assessment_cycle" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_assessment_cycle_status_updatedAt" ON "assessment_cycle" ("clientId", "status", "updatedAt") ',
      'CREATE TABLE "assessment_participant" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "cycleId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "chiefs" text NOT NULL, "subordinates" text NOT NULL, "peers" text NOT NULL, "calibration" text NOT NULL, "approved" text)',
      'CREATE INDEX "ix_assessment_participant_client" ON "assessment_participant" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_assessment_participant_cycleId_userId" ON "assessment_participant" ("clientId", "cycleId", "userId") ',
      'CREATE INDEX "ix_assessment_participant_userId" ON "assessment_participant" ("clientId", "userId") ',
      'CREATE TABLE "assessment_respondent" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "cycleId" varchar(36) NOT NULL, "step" varchar(20) NOT NULL, "questionnaireId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "respondentId" varchar(36) NOT NULL, "status" varchar(12) NOT NULL, "answers" text NOT NULL, "completedAt" datetime(3))',
      'CREATE INDEX "ix_assessment_respondent_client" ON "assessment_respondent" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_assessment_respondent_cycleId_step_userId_respondentId" ON "assessment_respondent" ("clientId", "cycleId", "step", "userId", "respondentId") ',
      'CREATE INDEX "ix_assessment_respondent_respondentId_createdAt" ON "assessment_respondent" ("clientId", "respondentId", "createdAt") ',
      'CREATE INDEX "ix_assessment_respondent_cycleId_userId" ON "assessment_respondent" ("clientId", "cycleId", "userId") ',
      'CREATE TABLE "assessment_notice" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "cycleId" varchar(36) NOT NULL, "step" varchar(20) NOT NULL, "respondentId" varchar(36) NOT NULL, "kind" varchar(10) NOT NULL)',
      'CREATE INDEX "ix_assessment_notice_client" ON "assessment_notice" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_assessment_notice_cycleId_step_respondentId_kind" ON "assessment_notice" ("clientId", "cycleId", "step", "respondentId", "kind") ',
    ],
    down: [
      'DROP INDEX "ix_assessment_notice_cycleId_step_respondentId_kind"',
      'DROP INDEX "ix_assessment_notice_client"',
      'DROP TABLE "assessment_notice"',
      'DROP INDEX "ix_assessment_respondent_cycleId_userId"',
      'DROP INDEX "ix_assessment_respondent_respondentId_createdAt"',
      'DROP INDEX "ix_assessment_respondent_cycleId_step_userId_respondentId"',
      'DROP INDEX "ix_assessment_respondent_client"',
      'DROP TABLE "assessment_respondent"',
      'DROP INDEX "ix_assessment_participant_userId"',
      'DROP INDEX "ix_assessment_participant_cycleId_userId"',
      'DROP INDEX "ix_assessment_participant_client"',
      'DROP TABLE "assessment_participant"',
      'DROP INDEX "ix_assessment_cycle_status_updatedAt"',
      'DROP INDEX "ix_assessment_cycle_client"',
      'DROP TABLE "assessment_cycle"',
      'DROP INDEX "ix_assessment_questionnaire_status_updatedAt"',
      'DROP INDEX "ix_assessment_questionnaire_client"',
      'DROP TABLE "assessment_questionnaire"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `assessment_questionnaire` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(200) NOT NULL, `status` varchar(10) NOT NULL, `scaleType` varchar(10) NOT NULL, `commentsAllowed` tinyint(1) NOT NULL DEFAULT 0, `commentsRequired` tinyint(1) NOT NULL DEFAULT 0, `options` text NOT NULL, `competencies` text NOT NULL, `authorId` varchar(36) NOT NULL, INDEX `ix_assessment_questionnaire_client` (`clientId`, `createdAt`), INDEX `ix_assessment_questionnaire_status_updatedAt` (`clientId`, `status`, `updatedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `assessment_cycle` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `name` varchar(200) NOT NULL, `status` varchar(10) NOT NULL, `steps` text NOT NULL, `articleId` varchar(64) NULL, `visibility` text NOT NULL, `completedAt` datetime(3) NULL, `authorId` varchar(36) NOT NULL, INDEX `ix_assessment_cycle_client` (`clientId`, `createdAt`), INDEX `ix_assessment_cycle_status_updatedAt` (`clientId`, `status`, `updatedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `assessment_participant` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `cycleId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `chiefs` text NOT NULL, `subordinates` text NOT NULL, `peers` text NOT NULL, `calibration` text NOT NULL, `approved` text NULL, INDEX `ix_assessment_participant_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_assessment_participant_cycleId_userId` (`clientId`, `cycleId`, `userId`), INDEX `ix_assessment_participant_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `assessment_respondent` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `cycleId` varchar(36) NOT NULL, `step` varchar(20) NOT NULL, `questionnaireId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `respondentId` varchar(36) NOT NULL, `status` varchar(12) NOT NULL, `answers` text NOT NULL, `completedAt` datetime(3) NULL, INDEX `ix_assessment_respondent_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_assessment_respondent_cycleId_step_userId_respondentId` (`clientId`, `cycleId`, `step`, `userId`, `respondentId`), INDEX `ix_assessment_respondent_respondentId_createdAt` (`clientId`, `respondentId`, `createdAt`), INDEX `ix_assessment_respondent_cycleId_userId` (`clientId`, `cycleId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `assessment_notice` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `cycleId` varchar(36) NOT NULL, `step` varchar(20) NOT NULL, `respondentId` varchar(36) NOT NULL, `kind` varchar(10) NOT NULL, INDEX `ix_assessment_notice_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_assessment_notice_cycleId_step_respondentId_kind` (`clientId`, `cycleId`, `step`, `respondentId`, `kind`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_assessment_notice_cycleId_step_respondentId_kind` ON `assessment_notice`',
      'DROP INDEX `ix_assessment_notice_client` ON `assessment_notice`',
      'DROP TABLE `assessment_notice`',
      'DROP INDEX `ix_assessment_respondent_cycleId_userId` ON `assessment_respondent`',
      'DROP INDEX `ix_assessment_respondent_respondentId_createdAt` ON `assessment_respondent`',
      'DROP INDEX `ix_assessment_respondent_cycleId_step_userId_respondentId` ON `assessment_respondent`',
      'DROP INDEX `ix_assessment_respondent_client` ON `assessment_respondent`',
      'DROP TABLE `assessment_respondent`',
      'DROP INDEX `ix_assessment_participant_userId` ON `assessment_participant`',
      'DROP INDEX `ix_assessment_participant_cycleId_userId` ON `assessment_participant`',
      'DROP INDEX `ix_assessment_participant_client` ON `assessment_participant`',
      'DROP TABLE `assessment_participant`',
      'DROP INDEX `ix_assessment_cycle_status_updatedAt` ON `assessment_cycle`',
      'DROP INDEX `ix_assessment_cycle_client` ON `assessment_cycle`',
      'DROP TABLE `assessment_cycle`',
      'DROP INDEX `ix_assessment_questionnaire_status_updatedAt` ON `assessment_questionnaire`',
      'DROP INDEX `ix_assessment_questionnaire_client` ON `assessment_questionnaire`',
      'DROP TABLE `assessment_questionnaire`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Assessment1795910580017 implements MigrationInterface {
  name = 'Assessment1795910580017';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
