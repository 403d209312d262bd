import type { ClientDb } from '@atrium/sdk/server';
import { EventInput, OccurrenceInput, PeriodicEventInput, type EventUpdate, type PeriodicEventUpdate } from '../../shared/schemas.js';
import { wallClock } from '../../shared/timing.js';
import type { CalendarEventRow } from '../entities/event.js';
import { CalendarParticipant } from '../entities/participant.js';
import type { Slot } from './recurrence.js';

/**
 * What a PUT means (the platform's rule: a partial update). The fields sent replace the stored ones, and
 * the result is checked as a create body would be, so the rules between fields (the end after the start,
 * the repeat's end date, the series' limit) hold for the event as it will be, not only for what was sent.
 */

/** The fields the body sent (zod leaves out the others). */
const sent = <T extends object>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The stored event as its create body: the wall-clock date and times on the organiser's clock. */
async function storedInput(db: ClientDb, e: CalendarEventRow) {
  const start = wallClock(e.startsAt, e.timeZone);
  const participants = (await db.repo(CalendarParticipant).find({ where: { eventId: e.id } })).map((p) => p.userId);
  return {
    name: e.name,
    date: start.date,
    start: start.time,
    end: wallClock(e.endsAt, e.timeZone).time,
    timeZone: e.timeZone,
    colour: e.colour,
    comment: e.comment,
    link: e.link,
    participants,
    forAll: e.forAll,
  };
}

/** PUT api/event/{id}: the event that happens once, with the fields sent. */
export const updatedEvent = async (db: ClientDb, e: CalendarEventRow, body: EventUpdate): Promise<EventInput> =>
  EventInput.parse({ ...(await storedInput(db, e)), ...sent(body) });

/** PUT api/event/periodic_event/{id}?all=true: the series with the fields sent; a repeat sent replaces the whole repeat. */
export async function updatedSeries(db: ClientDb, e: CalendarEventRow, body: PeriodicEventUpdate): Promise<PeriodicEventInput> {
  const repeat = { period: e.period, weekdays: e.weekdays, until: e.until, count: e.count };
  return PeriodicEventInput.parse({ ...(await storedInput(db, e)), repeat, ...sent(body) });
}

const OCCURRENCE_FIELDS = Object.keys(OccurrenceInput.shape) as (keyof OccurrenceInput)[];

/**
 * "This one" of a series: the occurrence as it now is (its own date, times, name, description, colour and
 * link) with those of the fields sent. Participants and the repeat belong to the series and are not read here.
 */
export function updatedOccurrence(e: CalendarEventRow, slot: Slot, body: PeriodicEventUpdate): OccurrenceInput {
  const start = wallClock(slot.start, e.timeZone);
  const current = {
    name: slot.own?.name ?? e.name,
    date: start.date,
    start: start.time,
    end: wallClock(slot.end, e.timeZone).time,
    timeZone: e.timeZone,
    colour: slot.own?.colour ?? e.colour,
    comment: slot.own?.comment ?? e.comment,
    link: slot.own?.link ?? e.link,
  };
  const given = sent(body);
  return OccurrenceInput.parse({
    ...current,
    ...Object.fromEntries(OCCURRENCE_FIELDS.filter((k) => k in given).map((k) => [k, given[k]])),
  });
}
