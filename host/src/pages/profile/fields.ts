import { CURRENCIES, EMPLOYMENT_TYPES, GENDERS, LANGS, WORK_SCHEDULES } from '@atrium/sdk/shared';

export type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'department' | 'person' | 'password';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** Select values; their labels are `profile.values.<name>.<value>` unless `raw`. */
  options?: readonly string[];
  raw?: boolean;
  required?: boolean;
  max?: number;
}

/** The fields of each editable profile tab (docs/core-screens.md, Rules). */
export const TAB_FIELDS: Record<'main' | 'extra' | 'social' | 'hr' | 'contacts', FieldDef[]> = {
  main: [
    { name: 'lastName', kind: 'text', required: true, max: 20 },
    { name: 'firstName', kind: 'text', required: true, max: 20 },
    { name: 'middleName', kind: 'text', max: 20 },
    { name: 'position', kind: 'text', max: 200 },
    { name: 'status', kind: 'text', max: 200 },
    { name: 'birthDate', kind: 'date' },
    { name: 'gender', kind: 'select', options: GENDERS },
    { name: 'lang', kind: 'select', options: LANGS },
  ],
  extra: [
    { name: 'about', kind: 'textarea', max: 5000 },
    { name: 'organisation', kind: 'text', max: 200 },
    { name: 'city', kind: 'text', max: 100 },
    { name: 'cabinet', kind: 'text', max: 100 },
    { name: 'login', kind: 'text', max: 64 },
  ],
  social: [],
  contacts: [
    { name: 'email', kind: 'text', required: true, max: 200 },
    { name: 'phone', kind: 'text', max: 20 },
    { name: 'internalPhone', kind: 'text', max: 20 },
  ],
  hr: [
    { name: 'departmentId', kind: 'department' },
    { name: 'chiefId', kind: 'person' },
    { name: 'workingSince', kind: 'date' },
    { name: 'taxId', kind: 'text', max: 10 },
    { name: 'vacationDays', kind: 'number' },
    { name: 'grade', kind: 'text', max: 50 },
    { name: 'salary', kind: 'number' },
    { name: 'salaryCurrency', kind: 'select', options: CURRENCIES, raw: true },
    { name: 'workSchedule', kind: 'select', options: WORK_SCHEDULES },
    { name: 'employmentType', kind: 'select', options: EMPLOYMENT_TYPES },
    { name: 'hrInfo', kind: 'textarea', max: 5000 },
  ],
};

/** Social networks a profile may list (keys of `social`). */
export const SOCIAL_NETWORKS = ['telegram', 'whatsapp', 'vk', 'facebook', 'linkedin', 'instagram', 'github'] as const;

/** Nullable fields: clearing them sends null so the server forgets the value. */
export const NULLABLE = [
  'birthDate',
  'position',
  'cabinet',
  'phone',
  'internalPhone',
  'organisation',
  'city',
  'about',
  'status',
  'taxId',
  'workingSince',
  'departmentId',
  'chiefId',
  'grade',
  'salary',
  'salaryCurrency',
  'hrInfo',
  'avatar',
  'avatarLarge',
  'cover',
];

/** Optional text fields whose schema takes '' (not null): clearing them sends ''. */
export const KEEP_EMPTY = ['middleName'];
