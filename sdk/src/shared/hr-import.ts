import { z } from 'zod';
import { STRUCTURE_TYPES } from './enums.js';
import { idOf } from './ids.js';
import { isValidTaxId, UserInvite } from './users.js';

/** The largest HR file taken (Excel .xlsx or CSV): a full export of a few thousand people fits. */
export const HR_MAX_FILE = 2 * 1024 * 1024;
/** Data rows one HR file may hold (the header row not counted). */
export const HR_MAX_ROWS = 2000;

const taxId = z.string().trim().refine(isValidTaxId, 'tax id: 10 digits in a valid format');
const code = z.string().trim().min(1, 'required field').max(64);

/**
 * One row of `POST api/user/load_hrm`: the employee fields of `POST api/invite`, with the tax id required
 * (the stable key of the HR integration), the department by its code and the chief by their tax id (`chiefCode`).
 */
export const HrEmployeeRow = UserInvite.pick({
  lastName: true,
  firstName: true,
  middleName: true,
  email: true,
  position: true,
  city: true,
  phone: true,
  birthDate: true,
  workingSince: true,
  organisation: true,
  grade: true,
})
  .extend({ taxId, departmentCode: code.optional(), chiefCode: taxId.optional() })
  .strict();
export type HrEmployeeRow = z.output<typeof HrEmployeeRow>;

/** The columns of an employees file; the first row names them, in any order and case. */
export const HR_EMPLOYEE_COLUMNS = Object.keys(HrEmployeeRow.shape) as (keyof HrEmployeeRow)[];
export const HR_EMPLOYEE_REQUIRED = ['taxId', 'lastName', 'firstName', 'email'] as const;

/** One row of `POST api/structure/load_struct`: a department by its code, nested under `parentCode`, headed by a tax id. */
export const HrDepartmentRow = z
  .object({
    code,
    name: z.string().trim().min(1, 'department name required').max(200),
    parentCode: code.optional(),
    headTaxId: taxId.optional(),
    type: z.enum(STRUCTURE_TYPES).optional(),
  })
  .strict();
export type HrDepartmentRow = z.output<typeof HrDepartmentRow>;
export const HR_DEPARTMENT_COLUMNS = Object.keys(HrDepartmentRow.shape) as (keyof HrDepartmentRow)[];
export const HR_DEPARTMENT_REQUIRED = ['code', 'name'] as const;

/** `?dryRun=true` answers the plan without writing it. */
export const HrImportQuery = z.object({ dryRun: z.enum(['true', 'false']).default('false') });

/** `POST api/user/reset_to_hrm`. */
export const HrResetBody = z.object({ user_id: idOf('User') }).strict();

/** One field an import changes: its value now and from the file. */
export interface HrFieldChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

/** An employee or a department the import creates, changes, deactivates or skips. */
export interface HrImportItem {
  /** The file's row (the header is row 1); none for one the file leaves out. */
  row?: number;
  /** The record's id, when it exists already. */
  _id?: string;
  /** The stable key: the employee's tax id or the department's code. */
  key: string;
  name: string;
  fields?: HrFieldChange[];
}

/**
 * What an HR import does, as the preview (`dryRun`) lists it and the applied import reports it: `skipped` are the
 * employees excluded from integration, `unchanged` counts the rows that change nothing.
 */
export interface HrImportResult {
  dryRun: boolean;
  rows: number;
  created: HrImportItem[];
  changed: HrImportItem[];
  deactivated: HrImportItem[];
  skipped: HrImportItem[];
  unchanged: number;
}
