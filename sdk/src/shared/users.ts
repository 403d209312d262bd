import { z } from 'zod';
import { idOf } from './ids.js';
import type { ErrorBody } from './errors.js';
import { CURRENCIES, EMPLOYMENT_TYPES, GENDERS, Lang, WORK_SCHEDULES } from './enums.js';
import { checkedLater, namesOf } from './documented.js';

/** Name fields: at most 20 characters, letters, spaces, hyphens and apostrophes only (no forbidden symbols). */
const nameField = z
  .string()
  .trim()
  .max(20, 'maximum 20 characters')
  .regex(/^[\p{L}\p{M}' .-]*$/u, 'forbidden symbols');

/** Tax id: 10 digits with the check digit of a legal entity's INN. */
export function isValidTaxId(v: string): boolean {
  if (!/^\d{10}$/.test(v)) return false;
  const w = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = w.reduce((s, k, i) => s + k * Number(v[i]), 0);
  return (sum % 11) % 10 === Number(v[9]);
}

export const PHONE_RE = /^\+?[0-9 ()-]{5,20}$/;
export const LOGIN_RE = /^[A-Za-z0-9._@-]{2,64}$/;

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date as yyyy-mm-dd');
const url = z.string().max(1024);

/** Profile fields everybody with `profile_edit` may change on their own profile. */
const profileFields = {
  firstName: nameField.min(1, 'required field'),
  lastName: nameField.min(1, 'required field'),
  middleName: nameField.optional(),
  email: z.string().trim().toLowerCase().email('invalid email').max(200),
  login: z.string().trim().regex(LOGIN_RE, 'invalid login').toLowerCase().optional(),
  lang: Lang.optional(),
  birthDate: dateString.nullable().optional(),
  position: z.string().max(200).nullable().optional(),
  cabinet: z.string().max(100).nullable().optional(),
  phone: z.string().regex(PHONE_RE, 'invalid phone').nullable().optional(),
  internalPhone: z.string().max(20).nullable().optional(),
  organisation: z.string().max(200).nullable().optional(),
  city: z.string().max(100).nullable().optional(),
  gender: z.enum(GENDERS).optional(),
  about: z.string().max(5000).nullable().optional(),
  status: z.string().max(200).nullable().optional(),
  social: z.record(z.string().max(32), z.string().max(300)).optional(),
  avatar: url.nullable().optional(),
  avatarLarge: url.nullable().optional(),
  cover: url.nullable().optional(),
};

/** Fields only admins (and HR) set. */
const hrFields = {
  taxId: z.string().refine(isValidTaxId, 'tax id: 10 digits in a valid format').nullable().optional(),
  workingSince: dateString.nullable().optional(),
  vacationDays: z.number().min(0).max(1000).optional(),
  departmentId: idOf('Department').nullable().optional(),
  chiefId: idOf('User').nullable().optional(),
  chiefCode: z.string().max(64).nullable().optional(),
  grade: z.string().max(50).nullable().optional(),
  salary: z.number().min(0).max(1e12).nullable().optional(),
  salaryCurrency: z.enum(CURRENCIES).nullable().optional(),
  workSchedule: z.enum(WORK_SCHEDULES).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  hrInfo: z.string().max(5000).nullable().optional(),
  /** Excluded from integration: the HR import and its reset leave the employee alone. */
  hrExcluded: z.boolean().optional(),
};

export const HR_FIELDS = Object.keys(hrFields) as (keyof typeof hrFields)[];

const password = z.string().min(6, 'password at least 6 characters').max(200);

const newEmployeeFields = {
  ...profileFields,
  ...hrFields,
  roles: z
    .array(z.string().max(64).meta(namesOf('role')))
    .max(20)
    .optional(),
  rights: z
    .array(z.string().max(64).meta(namesOf('right')))
    .max(100)
    .optional(),
};

export const UserRegister = z
  .object({ ...newEmployeeFields, password, confirmPassword: z.string() })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: 'passwords must match', path: ['confirmPassword'] });
export type UserRegister = z.infer<typeof UserRegister>;

/** `POST api/invite`: a new employee who sets their own password from the mailed link (`/register/{token}`). */
export const UserInvite = z.object(newEmployeeFields).strict();
export type UserInvite = z.infer<typeof UserInvite>;

/** The first administrator of a new client, invited by e-mail (`POST api/clients` `{ admin }`). */
export const FirstAdmin = z
  .object({ firstName: profileFields.firstName, lastName: profileFields.lastName, email: profileFields.email })
  .strict();

/** The most employees one `POST api/register_many` creates. */
export const REGISTER_MANY_MAX = 1000;
/** Each row is checked against `UserRegister` by the handler, which names the refused row (`users.3.email`). */
export const UserRegisterMany = z
  .object({
    users: z.array(checkedLater(z.unknown(), UserRegister)).min(1).max(REGISTER_MANY_MAX, `at most ${REGISTER_MANY_MAX} employees at once`),
  })
  .strict();

/** A registration of many runs as a job: queued, running (passwords being hashed), then done or failed (nobody created). */
export const REGISTRATION_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/**
 * `POST api/register_many` answers it at once; `GET api/register_many/{id}` answers it again as the job
 * goes: `done` of `total` employees prepared, then the employees created (`users`, in the order sent)
 * or the error that refused them all (`error`, with the status the request would have had).
 */
export interface RegistrationView<U = Record<string, unknown>> {
  _id: string;
  state: RegistrationState;
  total: number;
  done: number;
  users?: U[];
  error?: ErrorBody & { status: number };
}

export const UserUpdate = z
  .object({
    ...profileFields,
    ...hrFields,
    password: password.optional(),
    confirmPassword: z.string().optional(),
    oldPassword: z.string().max(200).optional(),
  })
  .partial()
  .strict()
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    message: 'passwords must match',
    path: ['confirmPassword'],
  });
export type UserUpdate = z.infer<typeof UserUpdate>;

export const UserFilter = z
  .object({
    search: z.string().max(100).optional(),
    /** Only these employees (a picker naming the ones already chosen). */
    ids: z.array(idOf('User')).max(200).optional(),
    departmentId: idOf('Department').optional(),
    city: z.string().max(100).optional(),
    position: z.string().max(200).optional(),
    deleted: z.boolean().optional(),
    blocked: z.boolean().optional(),
    /** Only the employees excluded from integration (admins). */
    hrExcluded: z.boolean().optional(),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(200).default(25),
  })
  .strict();
export type UserFilter = z.infer<typeof UserFilter>;

export const LoginBody = z.object({
  login: z.string().trim().min(1, 'no login/e-mail').max(200),
  password: z.string().min(1, 'login or password not specified').max(200),
  /** The workspace code the account belongs to; without it the server finds the one account these credentials open. */
  workspace: z.string().trim().max(64).optional(),
});
export const ForgotPasswordBody = z.object({
  email: z.string().trim().toLowerCase().email('invalid email').max(200),
  /** Limits the restore to the account of this workspace; without it every account of the address gets a link. */
  workspace: z.string().trim().max(64).optional(),
});
export const ResetPasswordBody = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwords must match', path: ['confirmPassword'] });
export const ResetPasswordHardBody = z
  .object({ user_id: z.string().max(64), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwords must match', path: ['confirmPassword'] });
