import type { PeriodDays } from './constants.js';

/** `GET api/mood/check/{id}` and the answer of `POST api/mood`: whether the meter asks now. */
export interface MoodCheckView {
  needMeter: boolean;
}

/** One statistics period: `periodDays` days from `from`, the last one cut at the range's end. */
export interface MoodPeriodView {
  from: string;
  to: string;
}

/** A department's cell in one period: the average rating (null under 3 answers) and the number of answers. */
export interface MoodCellView {
  average: number | null;
  answers: number;
}

/** A department (null: employees in none) with one cell per period, in the order of `periods`. */
export interface MoodDepartmentView {
  departmentId: string | null;
  /** The department's name (a deleted one's too); null for employees in none. */
  name: string | null;
  cells: MoodCellView[];
}

/** `GET api/mood/stat/{client}/{from}/{to}`: average moods by department and period. */
export interface MoodStatView {
  periodDays: PeriodDays;
  minAnswers: number;
  periods: MoodPeriodView[];
  departments: MoodDepartmentView[];
}
