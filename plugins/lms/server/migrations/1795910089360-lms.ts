import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "lms_course" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "cover" text, "status" varchar(10) NOT NULL, "authorId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_lms_course_client" ON "lms_course" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_lms_course_status" ON "lms_course" ("clientId", "status") ',
      'CREATE INDEX "ix_lms_course_authorId" ON "lms_course" ("clientId", "authorId") ',
      'CREATE TABLE "lms_lesson" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "courseId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "content" text NOT NULL, "video" text, "files" text NOT NULL, "sort" int NOT NULL DEFAULT (0))',
      'CREATE INDEX "ix_lms_lesson_client" ON "lms_lesson" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_lms_lesson_courseId_sort" ON "lms_lesson" ("clientId", "courseId", "sort") ',
      'CREATE TABLE "lms_test" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "courseId" varchar(36) NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "showRight" boolean NOT NULL DEFAULT (false), "showScore" boolean NOT NULL DEFAULT (true), "shuffleQuestions" boolean NOT NULL DEFAULT (false), "shuffleAnswers" boolean NOT NULL DEFAULT (false), "timeLimit" int NOT NULL DEFAULT (0), "passMark" int NOT NULL DEFAULT (80), "sort" int NOT NULL DEFAULT (0), "questions" text NOT NULL, "passedOnce" boolean NOT NULL DEFAULT (false))',
      'CREATE INDEX "ix_lms_test_client" ON "lms_test" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_lms_test_courseId_sort" ON "lms_test" ("clientId", "courseId", "sort") ',
      'CREATE TABLE "lms_member" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "courseId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "status" varchar(12) NOT NULL, "lessonsDone" text NOT NULL, "startedAt" datetime(3), "learnedAt" datetime(3))',
      'CREATE INDEX "ix_lms_member_client" ON "lms_member" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_lms_member_courseId_userId" ON "lms_member" ("clientId", "courseId", "userId") ',
      'CREATE INDEX "ix_lms_member_userId" ON "lms_member" ("clientId", "userId") ',
      'CREATE TABLE "lms_attempt" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "courseId" varchar(36) NOT NULL, "testId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL, "sequence" text NOT NULL, "chosen" text NOT NULL, "current" int NOT NULL DEFAULT (0), "deadline" datetime(3), "finishedAt" datetime(3), "score" int, "passed" boolean)',
      'CREATE INDEX "ix_lms_attempt_client" ON "lms_attempt" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_lms_attempt_testId_userId" ON "lms_attempt" ("clientId", "testId", "userId") ',
      'CREATE INDEX "ix_lms_attempt_courseId_userId" ON "lms_attempt" ("clientId", "courseId", "userId") ',
      'CREATE INDEX "ix_lms_attempt_userId" ON "lms_attempt" ("clientId", "userId") ',
      'CREATE TABLE "lms_admin" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "userId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_lms_admin_client" ON "lms_admin" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_lms_admin_userId" ON "lms_admin" ("clientId", "userId") ',
    ],
    down: [
      'DROP INDEX "ix_lms_admin_userId"',
      'DROP INDEX "ix_lms_admin_client"',
      'DROP TABLE "lms_admin"',
      'DROP INDEX "ix_lms_attempt_userId"',
      'DROP INDEX "ix_lms_attempt_courseId_userId"',
      'DROP INDEX "ix_lms_attempt_testId_userId"',
      'DROP INDEX "ix_lms_attempt_client"',
      'DROP TABLE "lms_attempt"',
      'DROP INDEX "ix_lms_member_userId"',
      'DROP INDEX "ix_lms_member_courseId_userId"',
      'DROP INDEX "ix_lms_member_client"',
      'DROP TABLE "lms_member"',
      'DROP INDEX "ix_lms_test_courseId_sort"',
      'DROP INDEX "ix_lms_test_client"',
      'DROP TABLE "lms_test"',
      'DROP INDEX "ix_lms_lesson_courseId_sort"',
      'DROP INDEX "ix_lms_lesson_client"',
      'DROP TABLE "lms_lesson"',
      'DROP INDEX "ix_lms_course_authorId"',
      'DROP INDEX "ix_lms_course_status"',
      'DROP INDEX "ix_lms_course_client"',
      'DROP TABLE "lms_course"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `lms_course` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `title` varchar(200) NOT NULL, `description` text NOT NULL, `cover` text NULL, `status` varchar(10) NOT NULL, `authorId` varchar(36) NOT NULL, INDEX `ix_lms_course_client` (`clientId`, `createdAt`), INDEX `ix_lms_course_status` (`clientId`, `status`), INDEX `ix_lms_course_authorId` (`clientId`, `authorId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      "CREATE TABLE `lms_lesson` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `courseId` varchar(36) NOT NULL, `title` varchar(200) NOT NULL, `content` mediumtext NOT NULL, `video` text NULL, `files` text NOT NULL, `sort` int NOT NULL DEFAULT '0', INDEX `ix_lms_lesson_client` (`clientId`, `createdAt`), INDEX `ix_lms_lesson_courseId_sort` (`clientId`, `courseId`, `sort`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `lms_test` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `courseId` varchar(36) NOT NULL, `title` varchar(200) NOT NULL, `description` text NOT NULL, `showRight` tinyint(1) NOT NULL DEFAULT 0, `showScore` tinyint(1) NOT NULL DEFAULT 1, `shuffleQuestions` tinyint(1) NOT NULL DEFAULT 0, `shuffleAnswers` tinyint(1) NOT NULL DEFAULT 0, `timeLimit` int NOT NULL DEFAULT '0', `passMark` int NOT NULL DEFAULT '80', `sort` int NOT NULL DEFAULT '0', `questions` text NOT NULL, `passedOnce` tinyint(1) NOT NULL DEFAULT 0, INDEX `ix_lms_test_client` (`clientId`, `createdAt`), INDEX `ix_lms_test_courseId_sort` (`clientId`, `courseId`, `sort`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      'CREATE TABLE `lms_member` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `courseId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `status` varchar(12) NOT NULL, `lessonsDone` text NOT NULL, `startedAt` datetime(3) NULL, `learnedAt` datetime(3) NULL, INDEX `ix_lms_member_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_lms_member_courseId_userId` (`clientId`, `courseId`, `userId`), INDEX `ix_lms_member_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      "CREATE TABLE `lms_attempt` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `courseId` varchar(36) NOT NULL, `testId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, `sequence` text NOT NULL, `chosen` text NOT NULL, `current` int NOT NULL DEFAULT '0', `deadline` datetime(3) NULL, `finishedAt` datetime(3) NULL, `score` int NULL, `passed` tinyint(1) NULL, INDEX `ix_lms_attempt_client` (`clientId`, `createdAt`), INDEX `ix_lms_attempt_testId_userId` (`clientId`, `testId`, `userId`), INDEX `ix_lms_attempt_courseId_userId` (`clientId`, `courseId`, `userId`), INDEX `ix_lms_attempt_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      'CREATE TABLE `lms_admin` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` varchar(36) NOT NULL, INDEX `ix_lms_admin_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_lms_admin_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_lms_admin_userId` ON `lms_admin`',
      'DROP INDEX `ix_lms_admin_client` ON `lms_admin`',
      'DROP TABLE `lms_admin`',
      'DROP INDEX `ix_lms_attempt_userId` ON `lms_attempt`',
      'DROP INDEX `ix_lms_attempt_courseId_userId` ON `lms_attempt`',
      'DROP INDEX `ix_lms_attempt_testId_userId` ON `lms_attempt`',
      'DROP INDEX `ix_lms_attempt_client` ON `lms_attempt`',
      'DROP TABLE `lms_attempt`',
      'DROP INDEX `ix_lms_member_userId` ON `lms_member`',
      'DROP INDEX `ix_lms_member_courseId_userId` ON `lms_member`',
      'DROP INDEX `ix_lms_member_client` ON `lms_member`',
      'DROP TABLE `lms_member`',
      'DROP INDEX `ix_lms_test_courseId_sort` ON `lms_test`',
      'DROP INDEX `ix_lms_test_client` ON `lms_test`',
      'DROP TABLE `lms_test`',
      'DROP INDEX `ix_lms_lesson_courseId_sort` ON `lms_lesson`',
      'DROP INDEX `ix_lms_lesson_client` ON `lms_lesson`',
      'DROP TABLE `lms_lesson`',
      'DROP INDEX `ix_lms_course_authorId` ON `lms_course`',
      'DROP INDEX `ix_lms_course_status` ON `lms_course`',
      'DROP INDEX `ix_lms_course_client` ON `lms_course`',
      'DROP TABLE `lms_course`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Lms1795910089360 implements MigrationInterface {
  name = 'Lms1795910089360';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
