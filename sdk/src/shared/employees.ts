import type { ServerForm } from './wire.js';

/**
 * What any employee may see of another: the one shape that names a colleague in lists, results, posts and
 * pickers (`employees.cards`, the wall's authors, polls' respondents, the host's people lines). HR fields
 * are never part of it.
 */
export interface EmployeeCard {
  _id: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** `firstName lastName`, as every screen shows a name. */
  fullName: string;
  position: string | null;
  departmentId: string | null;
  avatar: string | null;
  /** Fired (soft-deleted) employees keep their card so old records still name them. */
  deleted: boolean;
}

/** A card as `employees.cards` gives it to the server: with the start of work (yyyy-mm-dd), for working-time buckets. */
export interface EmployeeCardRow extends ServerForm<EmployeeCard> {
  /** An HR field: never answered to everyone, so answers carry `employeeCard(row)`. */
  workingSince: string | null;
  /** The language the employee reads the app in: for texts the server words per reader (a notification's values). */
  lang: string;
}

/** The card of a row, field by field, so no other field of the row reaches an answer. */
export const employeeCard = (c: ServerForm<EmployeeCard>): ServerForm<EmployeeCard> => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  middleName: c.middleName,
  fullName: c.fullName,
  position: c.position,
  departmentId: c.departmentId,
  avatar: c.avatar,
  deleted: c.deleted,
});

/**
 * The card of a colleague no card can be found for (an unknown id, or one removed for good): blank names,
 * marked deleted, so an old record still renders and shows a removed employee instead of failing.
 */
export const blankCard = (id: string): ServerForm<EmployeeCard> => ({
  id,
  firstName: '',
  lastName: '',
  middleName: null,
  fullName: '',
  position: null,
  departmentId: null,
  avatar: null,
  deleted: true,
});
