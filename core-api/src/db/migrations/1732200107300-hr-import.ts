import type { MigrationInterface, QueryRunner } from '@atrium/sdk/server';

/** Written by `npm run migration` from the entities: each engine's SQL as TypeORM's schema builder planned it. */
const SQL = {
  sqlite: {
    up: [
      'CREATE TABLE "hr_record" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "userId" varchar(36) NOT NULL, "columns" text NOT NULL, "data" text NOT NULL, "importedAt" datetime(3) NOT NULL)',
      'CREATE INDEX "ix_hr_record_client" ON "hr_record" ("clientId", "createdAt") ',
      'CREATE UNIQUE INDEX "ix_hr_record_userId" ON "hr_record" ("clientId", "userId") ',
      'DROP INDEX "ux_user_login_client"',
      'DROP INDEX "ux_user_email_client"',
      'DROP INDEX "ix_user_client_id"',
      'DROP INDEX "ix_user_client_name"',
      'DROP INDEX "ix_user_client_dept"',
      'DROP INDEX "ix_user_client_chief"',
      'CREATE TABLE "temporary_user" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36), "login" varchar(64), "email" varchar(200) NOT NULL, "passwordHash" varchar(200) NOT NULL, "firstName" varchar(20) NOT NULL, "lastName" varchar(20) NOT NULL, "middleName" varchar(20), "roles" text NOT NULL, "rights" text NOT NULL, "lang" varchar(8) NOT NULL DEFAULT (\'ru\'), "birthDate" varchar(10), "position" varchar(200), "cabinet" varchar(100), "phone" varchar(20), "internalPhone" varchar(20), "organisation" varchar(200), "city" varchar(100), "gender" varchar(16) NOT NULL DEFAULT (\'not_selected\'), "about" text, "status" varchar(200), "social" text NOT NULL, "avatar" varchar(1024), "avatarLarge" varchar(1024), "cover" varchar(1024), "taxId" varchar(10), "workingSince" varchar(10), "vacationDays" double NOT NULL DEFAULT (0), "departmentId" varchar(36), "chiefId" varchar(36), "chiefCode" varchar(64), "grade" varchar(50), "salary" double, "salaryCurrency" varchar(8), "workSchedule" varchar(20) NOT NULL DEFAULT (\'not_selected\'), "employmentType" varchar(20) NOT NULL DEFAULT (\'not_selected\'), "hrInfo" text, "pinnedNum" int, "superuser" boolean NOT NULL DEFAULT (false), "blocked" boolean NOT NULL DEFAULT (false), "deletion_mark" boolean NOT NULL DEFAULT (false), "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "dismissedAt" datetime(3), "hrExcluded" boolean NOT NULL DEFAULT (false))',
      'INSERT INTO "temporary_user"("id", "clientId", "login", "email", "passwordHash", "firstName", "lastName", "middleName", "roles", "rights", "lang", "birthDate", "position", "cabinet", "phone", "internalPhone", "organisation", "city", "gender", "about", "status", "social", "avatar", "avatarLarge", "cover", "taxId", "workingSince", "vacationDays", "departmentId", "chiefId", "chiefCode", "grade", "salary", "salaryCurrency", "workSchedule", "employmentType", "hrInfo", "pinnedNum", "superuser", "blocked", "deletion_mark", "createdAt", "updatedAt", "dismissedAt") SELECT "id", "clientId", "login", "email", "passwordHash", "firstName", "lastName", "middleName", "roles", "rights", "lang", "birthDate", "position", "cabinet", "phone", "internalPhone", "organisation", "city", "gender", "about", "status", "social", "avatar", "avatarLarge", "cover", "taxId", "workingSince", "vacationDays", "departmentId", "chiefId", "chiefCode", "grade", "salary", "salaryCurrency", "workSchedule", "employmentType", "hrInfo", "pinnedNum", "superuser", "blocked", "deletion_mark", "createdAt", "updatedAt", "dismissedAt" FROM "user"',
      'DROP TABLE "user"',
      'ALTER TABLE "temporary_user" RENAME TO "user"',
      'CREATE UNIQUE INDEX "ux_user_login_client" ON "user" ("login", "clientId") ',
      'CREATE UNIQUE INDEX "ux_user_email_client" ON "user" ("email", "clientId") ',
      'CREATE INDEX "ix_user_client_id" ON "user" ("clientId", "id") ',
      'CREATE INDEX "ix_user_client_name" ON "user" ("clientId", "lastName", "firstName") ',
      'CREATE INDEX "ix_user_client_dept" ON "user" ("clientId", "departmentId") ',
      'CREATE INDEX "ix_user_client_chief" ON "user" ("clientId", "chiefId") ',
      'DROP INDEX "ix_department_type_parentId"',
      'DROP INDEX "ix_department_client"',
      'CREATE TABLE "temporary_department" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "type" varchar(20) NOT NULL, "name" varchar(200) NOT NULL, "description" text, "parentId" varchar(36), "managerId" varchar(36), "deleted" boolean NOT NULL DEFAULT (false), "code" varchar(64))',
      'INSERT INTO "temporary_department"("id", "clientId", "createdAt", "updatedAt", "type", "name", "description", "parentId", "managerId", "deleted") SELECT "id", "clientId", "createdAt", "updatedAt", "type", "name", "description", "parentId", "managerId", "deleted" FROM "department"',
      'DROP TABLE "department"',
      'ALTER TABLE "temporary_department" RENAME TO "department"',
      'CREATE INDEX "ix_department_type_parentId" ON "department" ("clientId", "type", "parentId") ',
      'CREATE INDEX "ix_department_client" ON "department" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_user_client_tax" ON "user" ("clientId", "taxId") ',
      'CREATE INDEX "ix_department_code" ON "department" ("clientId", "code") ',
    ],
    down: [
      'DROP INDEX "ix_department_code"',
      'DROP INDEX "ix_user_client_tax"',
      'DROP INDEX "ix_department_client"',
      'DROP INDEX "ix_department_type_parentId"',
      'ALTER TABLE "department" RENAME TO "temporary_department"',
      'CREATE TABLE "department" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "type" varchar(20) NOT NULL, "name" varchar(200) NOT NULL, "description" text, "parentId" varchar(36), "managerId" varchar(36), "deleted" boolean NOT NULL DEFAULT (false))',
      'INSERT INTO "department"("id", "clientId", "createdAt", "updatedAt", "type", "name", "description", "parentId", "managerId", "deleted") SELECT "id", "clientId", "createdAt", "updatedAt", "type", "name", "description", "parentId", "managerId", "deleted" FROM "temporary_department"',
      'DROP TABLE "temporary_department"',
      'CREATE INDEX "ix_department_client" ON "department" ("clientId", "createdAt") ',
      'CREATE INDEX "ix_department_type_parentId" ON "department" ("clientId", "type", "parentId") ',
      'DROP INDEX "ix_user_client_chief"',
      'DROP INDEX "ix_user_client_dept"',
      'DROP INDEX "ix_user_client_name"',
      'DROP INDEX "ix_user_client_id"',
      'DROP INDEX "ux_user_email_client"',
      'DROP INDEX "ux_user_login_client"',
      'ALTER TABLE "user" RENAME TO "temporary_user"',
      'CREATE TABLE "user" ("id" varchar(36) PRIMARY KEY NOT NULL, "clientId" varchar(36), "login" varchar(64), "email" varchar(200) NOT NULL, "passwordHash" varchar(200) NOT NULL, "firstName" varchar(20) NOT NULL, "lastName" varchar(20) NOT NULL, "middleName" varchar(20), "roles" text NOT NULL, "rights" text NOT NULL, "lang" varchar(8) NOT NULL DEFAULT (\'ru\'), "birthDate" varchar(10), "position" varchar(200), "cabinet" varchar(100), "phone" varchar(20), "internalPhone" varchar(20), "organisation" varchar(200), "city" varchar(100), "gender" varchar(16) NOT NULL DEFAULT (\'not_selected\'), "about" text, "status" varchar(200), "social" text NOT NULL, "avatar" varchar(1024), "avatarLarge" varchar(1024), "cover" varchar(1024), "taxId" varchar(10), "workingSince" varchar(10), "vacationDays" double NOT NULL DEFAULT (0), "departmentId" varchar(36), "chiefId" varchar(36), "chiefCode" varchar(64), "grade" varchar(50), "salary" double, "salaryCurrency" varchar(8), "workSchedule" varchar(20) NOT NULL DEFAULT (\'not_selected\'), "employmentType" varchar(20) NOT NULL DEFAULT (\'not_selected\'), "hrInfo" text, "pinnedNum" int, "superuser" boolean NOT NULL DEFAULT (false), "blocked" boolean NOT NULL DEFAULT (false), "deletion_mark" boolean NOT NULL DEFAULT (false), "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "dismissedAt" datetime(3))',
      'INSERT INTO "user"("id", "clientId", "login", "email", "passwordHash", "firstName", "lastName", "middleName", "roles", "rights", "lang", "birthDate", "position", "cabinet", "phone", "internalPhone", "organisation", "city", "gender", "about", "status", "social", "avatar", "avatarLarge", "cover", "taxId", "workingSince", "vacationDays", "departmentId", "chiefId", "chiefCode", "grade", "salary", "salaryCurrency", "workSchedule", "employmentType", "hrInfo", "pinnedNum", "superuser", "blocked", "deletion_mark", "createdAt", "updatedAt", "dismissedAt") SELECT "id", "clientId", "login", "email", "passwordHash", "firstName", "lastName", "middleName", "roles", "rights", "lang", "birthDate", "position", "cabinet", "phone", "internalPhone", "organisation", "city", "gender", "about", "status", "social", "avatar", "avatarLarge", "cover", "taxId", "workingSince", "vacationDays", "departmentId", "chiefId", "chiefCode", "grade", "salary", "salaryCurrency", "workSchedule", "employmentType", "hrInfo", "pinnedNum", "superuser", "blocked", "deletion_mark", "createdAt", "updatedAt", "dismissedAt" FROM "temporary_user"',
      'DROP TABLE "temporary_user"',
      'CREATE INDEX "ix_user_client_chief" ON "user" ("clientId", "chiefId") ',
      'CREATE INDEX "ix_user_client_dept" ON "user" ("clientId", "departmentId") ',
      'CREATE INDEX "ix_user_client_name" ON "user" ("clientId", "lastName", "firstName") ',
      'CREATE INDEX "ix_user_client_id" ON "user" ("clientId", "id") ',
      'CREATE UNIQUE INDEX "ux_user_email_client" ON "user" ("email", "clientId") ',
      'CREATE UNIQUE INDEX "ux_user_login_client" ON "user" ("login", "clientId") ',
      'DROP INDEX "ix_hr_record_userId"',
      'DROP INDEX "ix_hr_record_client"',
      'DROP TABLE "hr_record"',
    ],
  },
  mysql: {
    up: [
      'CREATE TABLE `hr_record` (`id` varchar(36) NOT NULL, `clientId` varchar(36) NOT NULL, `createdAt` datetime(3) NOT NULL, `updatedAt` datetime(3) NOT NULL, `userId` varchar(36) NOT NULL, `columns` text NOT NULL, `data` text NOT NULL, `importedAt` datetime(3) NOT NULL, INDEX `ix_hr_record_client` (`clientId`, `createdAt`), UNIQUE INDEX `ix_hr_record_userId` (`clientId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'ALTER TABLE `user` ADD `hrExcluded` tinyint(1) NOT NULL DEFAULT 0',
      'ALTER TABLE `department` ADD `code` varchar(64) NULL',
      'CREATE INDEX `ix_user_client_tax` ON `user` (`clientId`, `taxId`)',
      'CREATE INDEX `ix_department_code` ON `department` (`clientId`, `code`)',
    ],
    down: [
      'DROP INDEX `ix_department_code` ON `department`',
      'DROP INDEX `ix_user_client_tax` ON `user`',
      'ALTER TABLE `department` DROP COLUMN `code`',
      'ALTER TABLE `user` DROP COLUMN `hrExcluded`',
      'DROP INDEX `ix_hr_record_userId` ON `hr_record`',
      'DROP INDEX `ix_hr_record_client` ON `hr_record`',
      'DROP TABLE `hr_record`',
    ],
  },
};

const forEngine = (q: QueryRunner) => (q.connection.options.type === 'better-sqlite3' ? SQL.sqlite : SQL.mysql);

export class HrImport1732200107300 implements MigrationInterface {
  name = 'HrImport1732200107300';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of forEngine(q).down) await q.query(sql);
  }
}
