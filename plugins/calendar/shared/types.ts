import type { EmployeeCard } from '@atrium/sdk/shared';
import type { Period, Weekday } from './constants.js';

/** Wire types: what the calendar API answers, `_id` included (see ./routes.ts). */

export interface RepeatView {
  period: Period;
  weekdays: Weekday[];
  until: string | null;
  count: number | null;
}

/**
 * One occurrence of an event in the asked window. `_id` is the event's; `occurrence` is the ISO start the
 * series gave this one (null for an event that happens once): the key of "this one" edits and deletions.
 */
export interface EventOccurrence {
  _id: string;
  occurrence: string | null;
  /** Name, description, colour and link are the occurrence's own when a "this one" edit gave it them. */
  name: string;
  /** This occurrence's instants, ISO UTC. */
  start: string;
  end: string;
  /** The first occurrence of the series as the organiser wrote it: date and wall times in `timeZone`, and its instant. */
  series: {
    date: string;
    start: string;
    end: string;
    at: string;
    /** The series' own values of the fields this occurrence overrides (only those). */
    base?: { name?: string; comment?: string; colour?: string; link?: string };
  };
  timeZone: string;
  colour: string;
  comment: string;
  link: string;
  forAll: boolean;
  repeat: RepeatView | null;
  /** This occurrence was moved away from where the series put it. */
  moved: boolean;
  organiser: EmployeeCard;
  participants: EmployeeCard[];
  /** The caller organises it or administers the client: may change and delete it. */
  canEdit: boolean;
}

/** The caller's secret iCalendar feed: phone and desktop calendars subscribe to this path on the site's address. */
export interface FeedView {
  path: string;
}
