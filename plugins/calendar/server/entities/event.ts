import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Period, Weekday } from '../../shared/constants.js';

/** Fields one occurrence may have of its own, set when they differ from the series'. */
export interface OccurrenceOverride {
  name?: string;
  comment?: string;
  colour?: string;
  link?: string;
}

/** An occurrence changed on its own; `occurrence` is the ISO start the series gave it. */
export interface ChangedOccurrence extends OccurrenceOverride {
  occurrence: string;
  start: string;
  end: string;
}
/** An occurrence added to a series outside its rule. */
export interface AddedOccurrence {
  start: string;
  end: string;
}

export interface CalendarEventRow extends ClientRow {
  name: string;
  comment: string;
  colour: string;
  link: string;
  organiserId: string;
  forAll: boolean;
  /** The organiser's IANA zone: the series repeats on their wall clock. */
  timeZone: string;
  /** The first occurrence, UTC. */
  startsAt: Date;
  endsAt: Date;
  period: Period | null;
  weekdays: Weekday[];
  /** The last date of the series on the organiser's clock (YYYY-MM-DD), or `count` occurrences. */
  until: string | null;
  count: number | null;
  changed: ChangedOccurrence[];
  /** ISO starts (as the series gave them) of deleted occurrences. */
  deleted: string[];
  added: AddedOccurrence[];
  /** From the earliest start to the latest end of any occurrence: range reads filter on these in SQL. */
  spanStart: Date;
  spanEnd: Date;
}

export const CalendarEvent = defineEntity<CalendarEventRow>({
  name: 'CalendarEvent',
  table: 'calendar_event',
  indices: [{ columns: ['organiserId'] }, { columns: ['spanStart', 'spanEnd'] }],
  columns: {
    name: { type: 'varchar', length: 100 },
    comment: { type: 'text' },
    colour: { type: 'varchar', length: 7 },
    link: { type: 'varchar', length: 500 },
    organiserId: { type: 'varchar', length: 36 },
    forAll: { type: 'boolean', default: false },
    timeZone: { type: 'varchar', length: 64 },
    startsAt: { type: 'datetime', precision: 3 },
    endsAt: { type: 'datetime', precision: 3 },
    period: { type: 'varchar', length: 8, nullable: true },
    weekdays: { type: 'simple-json' },
    until: { type: 'varchar', length: 10, nullable: true },
    count: { type: 'int', nullable: true },
    changed: { type: 'simple-json' },
    deleted: { type: 'simple-json' },
    added: { type: 'simple-json' },
    spanStart: { type: 'datetime', precision: 3 },
    spanEnd: { type: 'datetime', precision: 3 },
  },
});
