import { defineRules } from '@atrium/sdk/rules';

export const IDP_STATUSES = ['active', 'finished'] as const;
export type IdpStatus = (typeof IDP_STATUSES)[number];
/** The lists of `GET api/idp`: every plan the caller reads, their own, their reporting line's, those they observe. */
export const IDP_VIEWS = ['all', 'mine', 'team', 'observed'] as const;
export type IdpListView = (typeof IDP_VIEWS)[number];

export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;
export const MAX_TASKS = 50;
export const MAX_NOTES = 50;
/** Tasks due within this many days are reminded of, daily. */
export const REMIND_DAYS = 3;

export const IDP_ADMIN_ROLE = 'idp_admin';
export const SECTION = 'idp';

/** The texts of the rules (spec features §5, §8), shared by server and UI. */
export const RULES = defineRules('idp', {
  titleRequired: 'title required',
  employeeRequired: 'employee required',
  taskTitleRequired: 'task title required',
  deadlineDate: 'deadline as yyyy-mm-dd',
  noteRequired: 'note text required',
  noAccess: 'No access',
  tasksOpen: 'all tasks must be finished',
  planFinished: 'a finished plan does not change',
  taskFinished: 'a finished task does not change',
  taskUnknown: 'no such task in the plan',
});
