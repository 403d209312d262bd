import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "ideas" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "author" varchar(200) NOT NULL, "authorId" varchar(36) NOT NULL, "currentProcess" text NOT NULL, "improvement" text NOT NULL, "changes" text NOT NULL, "expectedResults" text NOT NULL, "state" varchar(12) NOT NULL DEFAULT (\'new\'), "comment" text, "votes" int NOT NULL DEFAULT (0), "movedAt" datetime(3), "movedBy" varchar(36))',
      'CREATE INDEX "ix_ideas_client" ON "ideas" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_ideas_votes_createdAt" ON "ideas" ("clientId", "votes", "createdAt") ',
      'CREATE INDEX "ix_ideas_state_votes" ON "ideas" ("clientId", "state", "votes") ',
      'CREATE INDEX "ix_ideas_authorId" ON "ideas" ("clientId", "authorId") ',
      'CREATE TABLE "ideas_vote" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "ideaId" varchar(36) NOT NULL, "userId" varchar(36) NOT NULL)',
      'CREATE INDEX "ix_ideas_vote_client" ON "ideas_vote" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_ideas_vote_ideaId_userId" ON "ideas_vote" ("clientId", "ideaId", "userId") ',
      'CREATE INDEX "ix_ideas_vote_userId" ON "ideas_vote" ("clientId", "userId") ',
    ],
    down: [
      'DROP INDEX "ix_ideas_vote_userId"',
      'DROP INDEX "ix_ideas_vote_ideaId_userId"',
      'DROP INDEX "ix_ideas_vote_client"',
      'DROP TABLE "ideas_vote"',
      'DROP INDEX "ix_ideas_authorId"',
      'DROP INDEX "ix_ideas_state_votes"',
      'DROP INDEX "ix_ideas_votes_createdAt"',
      'DROP INDEX "ix_ideas_client"',
      'DROP TABLE "ideas"',
    ],
  },
  mysql: {
    up: [
      "CREATE TABLE `ideas` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `author` varchar(200) NOT NULL, `authorId` varchar(36) NOT NULL, `currentProcess` text NOT NULL, `improvement` text NOT NULL, `changes` text NOT NULL, `expectedResults` text NOT NULL, `state` varchar(12) NOT NULL DEFAULT 'new', `comment` text NULL, `votes` int NOT NULL DEFAULT '0', `movedAt` datetime(3) NULL, `movedBy` varchar(36) NULL, INDEX `ix_ideas_client` (`clientId`, `createdAt`), INDEX `ix_ideas_votes_createdAt` (`clientId`, `votes`, `createdAt`), INDEX `ix_ideas_state_votes` (`clientId`, `state`, `votes`), INDEX `ix_ideas_authorId` (`clientId`, `authorId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      'CREATE TABLE `ideas_vote` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `ideaId` varchar(36) NOT NULL, `userId` varchar(36) NOT NULL, INDEX `ix_ideas_vote_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_ideas_vote_ideaId_userId` (`clientId`, `ideaId`, `userId`), INDEX `ix_ideas_vote_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: [
      'DROP INDEX `ix_ideas_vote_userId` ON `ideas_vote`',
      'DROP INDEX `ix_ideas_vote_ideaId_userId` ON `ideas_vote`',
      'DROP INDEX `ix_ideas_vote_client` ON `ideas_vote`',
      'DROP TABLE `ideas_vote`',
      'DROP INDEX `ix_ideas_authorId` ON `ideas`',
      'DROP INDEX `ix_ideas_state_votes` ON `ideas`',
      'DROP INDEX `ix_ideas_votes_createdAt` ON `ideas`',
      'DROP INDEX `ix_ideas_client` ON `ideas`',
      'DROP TABLE `ideas`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class Ideas1795909032228 implements MigrationInterface {
  name = 'Ideas1795909032228';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
