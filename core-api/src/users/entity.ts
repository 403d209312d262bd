import { EntitySchema } from 'typeorm';

export interface UserRow {
  id: string;
  /** Null only for the superadmin, who belongs to no client. */
  clientId: string | null;
  login: string | null;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  roles: string[];
  rights: string[];
  lang: string;
  birthDate: string | null;
  position: string | null;
  cabinet: string | null;
  phone: string | null;
  internalPhone: string | null;
  organisation: string | null;
  city: string | null;
  gender: string;
  about: string | null;
  status: string | null;
  social: Record<string, string>;
  avatar: string | null;
  avatarLarge: string | null;
  cover: string | null;
  taxId: string | null;
  workingSince: string | null;
  vacationDays: number;
  departmentId: string | null;
  chiefId: string | null;
  chiefCode: string | null;
  grade: string | null;
  salary: number | null;
  salaryCurrency: string | null;
  workSchedule: string;
  employmentType: string;
  hrInfo: string | null;
  /** Excluded from integration: the HR import and its reset leave the employee alone. */
  hrExcluded: boolean;
  pinnedNum: number | null;
  superuser: boolean;
  blocked: boolean;
  deletion_mark: boolean;
  /** When `PUT api/user/delete` dismissed the employee (the last working day); cleared by undelete. */
  dismissedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const str = (length: number, nullable = true) => ({ type: 'varchar' as const, length, nullable });

/**
 * Logins and e-mails are kept lower-case: written so, and looked up so (TypeORM applies a column's
 * transformer to find conditions too), which makes them unique and matched regardless of case on
 * SQLite as on MySQL (migration LowerCaseLogins1732200100800).
 */
const lowerCase = {
  to: (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v),
  from: (v: unknown) => v,
};

export const User = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'user',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    clientId: { type: 'varchar', length: 36, nullable: true },
    login: { ...str(64), transformer: lowerCase },
    email: { ...str(200, false), transformer: lowerCase },
    passwordHash: str(200, false),
    firstName: str(20, false),
    lastName: str(20, false),
    middleName: str(20),
    roles: { type: 'simple-json' },
    rights: { type: 'simple-json' },
    lang: { type: 'varchar', length: 8, default: 'ru' },
    birthDate: str(10),
    position: str(200),
    cabinet: str(100),
    phone: str(20),
    internalPhone: str(20),
    organisation: str(200),
    city: str(100),
    gender: { type: 'varchar', length: 16, default: 'not_selected' },
    about: { type: 'text', nullable: true },
    status: str(200),
    social: { type: 'simple-json' },
    avatar: str(1024),
    avatarLarge: str(1024),
    cover: str(1024),
    taxId: str(10),
    workingSince: str(10),
    vacationDays: { type: 'double', default: 0 },
    departmentId: str(36),
    chiefId: str(36),
    chiefCode: str(64),
    grade: str(50),
    salary: { type: 'double', nullable: true },
    salaryCurrency: str(8),
    workSchedule: { type: 'varchar', length: 20, default: 'not_selected' },
    employmentType: { type: 'varchar', length: 20, default: 'not_selected' },
    hrInfo: { type: 'text', nullable: true },
    hrExcluded: { type: 'boolean', default: false },
    pinnedNum: { type: 'int', nullable: true },
    superuser: { type: 'boolean', default: false },
    blocked: { type: 'boolean', default: false },
    deletion_mark: { type: 'boolean', default: false },
    dismissedAt: { type: 'datetime', precision: 3, nullable: true },
    createdAt: { type: 'datetime', precision: 3 },
    updatedAt: { type: 'datetime', precision: 3 },
  },
  // Logins and e-mails are unique per client; the list pages by client and name.
  indices: [
    { name: 'ux_user_login_client', columns: ['login', 'clientId'], unique: true },
    { name: 'ux_user_email_client', columns: ['email', 'clientId'], unique: true },
    { name: 'ix_user_client_id', columns: ['clientId', 'id'] },
    { name: 'ix_user_client_name', columns: ['clientId', 'lastName', 'firstName'] },
    { name: 'ix_user_client_dept', columns: ['clientId', 'departmentId'] },
    { name: 'ix_user_client_chief', columns: ['clientId', 'chiefId'] },
    // The HR import finds employees by their tax id.
    { name: 'ix_user_client_tax', columns: ['clientId', 'taxId'] },
  ],
});
