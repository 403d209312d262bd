import { defineRules } from '@atrium/sdk/rules';

/** A vacation is planned by the employee, then approved by the chief or returned with a comment. */
export const VACATION_STATUSES = ['planned', 'approved', 'returned'] as const;
export type VacationStatus = (typeof VACATION_STATUSES)[number];

/** The chart's window and a vacation's length, in calendar days: each walks the work calendar day by day. */
export const MAX_SPAN_DAYS = 400;
/** A search needs this many characters. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** People on one page of the chart: a department of a few hundred fits one. */
export const MAX_PEOPLE = 500;
export const COMMENT_MAX = 1000;
/** Absences the dashboard widget lists. */
export const TEAM_NEXT = 10;

export const SECTION = 'vacations';
export const RIGHT_EDIT = 'vacations_edit';

/** The texts of the rules (spec §5, §8 `edit_vac_error` and `del_vac_error`; issue 44), shared by server and UI. */
export const RULES = defineRules('vacations', {
  startDate: 'start as yyyy-mm-dd',
  endDate: 'end as yyyy-mm-dd',
  startInPast: 'start must be later than now',
  endBeforeStart: 'end must not be before start',
  tooLong: `a vacation is at most ${MAX_SPAN_DAYS} days`,
  noWorkdays: 'the vacation has no working days',
  overlap: 'vacation overlaps another',
  notEnoughDays: 'not enough vacation days',
  begun: 'a vacation that has begun does not change',
  windowTooLong: `the period is at most ${MAX_SPAN_DAYS} days`,
  searchTooShort: `search needs at least ${SEARCH_MIN} characters`,
  commentRequired: 'comment required',
  notPlanned: 'only a planned vacation is approved or returned',
  notChief: 'only the chief approves or returns a vacation',
  noAccess: 'No access',
});
