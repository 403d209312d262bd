import { notificationEntities } from '../notifications/entities.js';
import { FileEntity, FileRefEntity } from '../files/entity.js';
import { JobEntity } from '../jobs/entity.js';
import { Mailing } from '../mailings/entity.js';
import { ModuleVisit, SessionReport } from '../reports/entities.js';
import { Notifications1732200100000 } from '../db/migrations/1732200100000-notifications.js';
import { Jobs1732200100100 } from '../db/migrations/1732200100100-jobs.js';
import { Files1732200100200 } from '../db/migrations/1732200100200-files.js';
import { Mailings1732200100300 } from '../db/migrations/1732200100300-mailings.js';
import { Reports1732200100400 } from '../db/migrations/1732200100400-reports.js';
import { VisitDuration1732200100500 } from '../db/migrations/1732200100500-visit-duration.js';
import { FileRefs1732200101000 } from '../db/migrations/1732200101000-file-refs.js';
import { SearchEntry, SearchRebuild, SearchTrigram } from '../search/entity.js';
import { Search1732200105000 } from '../search/migration.js';
import { OneSearch1732200106900 } from '../search/migration-one-search.js';
import { SearchPlan1732200107100 } from '../search/migration-plan.js';
import { SearchOrder1732200107530 } from '../search/migration-order.js';
import { SearchPeriod1732200107600 } from '../search/migration-period.js';
import { SearchWords1732200107630 } from '../search/migration-words.js';

/** Entities and migrations of the platform services (notifications, files, jobs, mailings, reports). */
export const platformEntities = [
  ...notificationEntities,
  FileEntity,
  FileRefEntity,
  JobEntity,
  Mailing,
  SessionReport,
  ModuleVisit,
  SearchEntry,
  SearchTrigram,
  SearchRebuild,
];
export const platformMigrations = [
  Notifications1732200100000,
  Jobs1732200100100,
  Files1732200100200,
  Mailings1732200100300,
  Reports1732200100400,
  VisitDuration1732200100500,
  FileRefs1732200101000,
  Search1732200105000,
  OneSearch1732200106900,
  SearchPlan1732200107100,
  SearchOrder1732200107530,
  SearchPeriod1732200107600,
  SearchWords1732200107630,
];
