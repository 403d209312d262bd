import type { EmployeeCard } from '@atrium/sdk/shared';
import type { VacationStatus } from './constants.js';

export interface VacationView {
  _id: string;
  user: string;
  planned: boolean;
  start: string;
  end: string;
  /** Working days of the work calendar inside the period. */
  days: number;
  status: VacationStatus;
  /** The chief's comment on a returned vacation (shown to the employee, the chiefs and the editors). */
  comment: string | null;
}

/** A row of the chart: the person, their vacations in the window, and their balance where the caller may see it. */
export interface VacationPerson {
  user: EmployeeCard;
  /** The vacation days remainder (the profile's `vacationDays`), or null for someone else's colleague. */
  balance: number | null;
  vacations: VacationView[];
  /** Whether the caller may plan, change and delete this person's vacations. */
  canEdit: boolean;
}

/** `GET api/user/vacations`: the people of a page with their vacations in the window, and its days off. */
export interface VacationsChart {
  from: string;
  to: string;
  /** Days off of the window (weekends, public holidays, an admin's days off), for shading. */
  daysOff: string[];
  people: VacationPerson[];
  total: number;
  page: number;
  limit: number;
}

/** The caller's own vacations (newest first) and remainder. */
export interface MyVacations {
  balance: number;
  vacations: VacationView[];
}

/** A vacation with its employee: the chief's lists and dashboard widget. */
export interface TeamVacation extends VacationView {
  employee: EmployeeCard;
}
