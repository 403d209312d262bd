import { Client } from '../clients/entity.js';
import { User } from '../users/entity.js';
import { Session, PasswordReset } from '../auth/entities.js';
import { Department } from '../structure/entities.js';
import { GrantEntity } from '../grants/entity.js';
import { Journal } from '../journal/entity.js';
import { Outbox } from '../mail/entity.js';
import { platformEntities, platformMigrations } from '../services/schema.js';
import { Core1732200000000 } from './migrations/1732200000000-core.js';
import { Mail1732200000100 } from './migrations/1732200000100-mail.js';
import { DropUserFollowers1732200100600 } from './migrations/1732200100600-drop-user-followers.js';
import { ChiefDashboardWidgets1732200106700 } from './migrations/1732200106700-chief-dashboard-widgets.js';
import { UserClientIdIndex1732200100700 } from './migrations/1732200100700-user-client-id-index.js';
import { LowerCaseLogins1732200100800 } from './migrations/1732200100800-lower-case-logins.js';
import { AdministrativeRights1732200100900 } from './migrations/1732200100900-administrative-rights.js';
import { SessionLastSeen1732200101100 } from './migrations/1732200101100-session-last-seen.js';
import { LoginsPerClient1732200101200 } from './migrations/1732200101200-logins-per-client.js';
import { Tag, TagLink } from '../tags/entities.js';
import { Tags1732200101950 } from '../tags/migration.js';
import { GrantRowsOnly1732200106100 } from '../grants/migration.js';
import { Registration } from '../users/registration.js';
import { UserRegistrations1732200106200 } from '../users/registration-migration.js';
import { SsoLogin, SsoProvider } from '../sso/entities.js';
import { SingleSignOn1732200106300 } from '../sso/migration.js';
import { ScimToken } from '../scim/entities.js';
import { ScimTokens1732200106400 } from '../scim/migration.js';
import { WorkdayOverrideEntity } from '../workdays/entities.js';
import { Workdays1732200106500 } from '../workdays/migration.js';
import { DismissedAt1732200106800 } from '../analytics/migration.js';
import { VisitDay, VisitMonth, VisitorMonth, VisitorNumber } from '../analytics/summary-entities.js';
import { VisitSummary1732200107200 } from '../analytics/summary-migration.js';
import { VisitSummaryDepartments1732200107540 } from '../analytics/summary-departments-migration.js';
import { VisitorSets1732200107610 } from '../analytics/people-migration.js';
import { VisitorMonthPlan1732200107620 } from '../analytics/plan-migration.js';
import { ClientExport } from '../clients/lifecycle/export-entity.js';
import { ClientExports1732200107000 } from '../clients/lifecycle/migration.js';
import { HrRecord } from '../hr/entity.js';
import { HrImport1732200107300 } from './migrations/1732200107300-hr-import.js';
import { SendsayAccount } from '../clients/sendsay/entity.js';
import { SendsayAccounts1732200107400 } from '../clients/sendsay/migration.js';

/** The core's entities and migrations; each platform area adds its own here. */
export const coreEntities = [
  Client,
  User,
  Session,
  PasswordReset,
  Department,
  GrantEntity,
  Journal,
  Outbox,
  ...platformEntities,
  Tag,
  TagLink,
  Registration,
  SsoProvider,
  SsoLogin,
  ScimToken,
  WorkdayOverrideEntity,
  ClientExport,
  VisitDay,
  VisitorMonth,
  VisitMonth,
  VisitorNumber,
  HrRecord,
  SendsayAccount,
];
export const coreMigrations = [
  Core1732200000000,
  Mail1732200000100,
  ...platformMigrations,
  DropUserFollowers1732200100600,
  UserClientIdIndex1732200100700,
  LowerCaseLogins1732200100800,
  AdministrativeRights1732200100900,
  SessionLastSeen1732200101100,
  LoginsPerClient1732200101200,
  Tags1732200101950,
  GrantRowsOnly1732200106100,
  UserRegistrations1732200106200,
  SingleSignOn1732200106300,
  ScimTokens1732200106400,
  Workdays1732200106500,
  ChiefDashboardWidgets1732200106700,
  DismissedAt1732200106800,
  ClientExports1732200107000,
  VisitSummary1732200107200,
  HrImport1732200107300,
  SendsayAccounts1732200107400,
  VisitSummaryDepartments1732200107540,
  VisitorSets1732200107610,
  VisitorMonthPlan1732200107620,
];
