import { In, type ClientDb, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { EXCEPTIONS_MAX, RULES } from '../../shared/constants.js';
import type { EventInput, OccurrenceInput, PeriodicEventInput, PeriodicEventUpdate, SeriesQuery } from '../../shared/schemas.js';
import { instantOf, timingProblems } from '../../shared/timing.js';
import { CalendarEvent, type CalendarEventRow, type OccurrenceOverride } from '../entities/event.js';
import { CalendarParticipant } from '../entities/participant.js';
import { CalendarReminder } from '../entities/reminder.js';
import { tell } from './notify.js';
import { updatedOccurrence } from './inputs.js';
import { hasOccurrence, seriesProblem, slotOf, spanOf, type Slot } from './recurrence.js';
import { cancelReminders, scheduleReminder } from './reminders.js';
import { indexEvent, unindexEvent } from '../search.js';

type Input = EventInput | PeriodicEventInput;
const repeatOf = (i: Input) => ('repeat' in i ? i.repeat : null);

/** The stored fields of an input: wall-clock date and times become UTC instants in the organiser's zone. */
function fieldsOf(i: Input) {
  const r = repeatOf(i);
  return {
    name: i.name,
    comment: i.comment,
    colour: i.colour,
    link: i.link,
    forAll: i.forAll,
    timeZone: i.timeZone,
    startsAt: instantOf(i.date, i.start, i.timeZone),
    endsAt: instantOf(i.date, i.end, i.timeZone),
    period: r?.period ?? null,
    weekdays: r?.period === 'week' || r?.period === 'day' ? r.weekdays : [],
    until: r?.until ?? null,
    count: r?.count ?? null,
  };
}

/** Refuses a date in the past or an end already passed today, before anything is written. */
function assertTiming(i: { date: string; end: string; timeZone: string }) {
  const [problem] = timingProblems(i);
  if (problem) throw errors.badRequest(problem.message, problem.key, [problem]);
}

/** Refuses a series longer than the limit (1000 occurrences, 5 years), before anything is written. */
function assertSeries(s: Parameters<typeof seriesProblem>[0]) {
  const problem = seriesProblem(s);
  if (problem) throw RULES.seriesTooLong.badRequest([problem]);
}

export const firstSlot = (e: CalendarEventRow): Slot => ({
  occurrence: e.period ? e.startsAt.toISOString() : null,
  start: e.startsAt,
  end: e.endsAt,
  moved: false,
});

export async function createEvent(
  ctx: ServiceContext,
  input: Input,
  organiserId: string,
  opts: { notify: boolean } = { notify: true },
): Promise<CalendarEventRow> {
  assertTiming(input);
  const fields = fieldsOf(input);
  const row = { ...fields, organiserId, changed: [], deleted: [], added: [] };
  assertSeries(row);
  const e = await ctx.db.transaction(async (db) => {
    const ev = await db.repo(CalendarEvent).insert({ ...row, ...spanOf(row) });
    await db.repo(CalendarParticipant).insertMany([...new Set(input.participants)].map((userId) => ({ eventId: ev.id, userId })));
    return ev;
  });
  if (opts.notify) await tell(ctx, 'event.invited', e, input.participants, e.startsAt, organiserId);
  await scheduleReminder(ctx, e);
  await indexEvent(ctx, e);
  return e;
}

/** Replaces the participants; answers who was added, kept and removed. */
async function setParticipants(db: ClientDb, eventId: string, wanted: string[]) {
  const repo = db.repo(CalendarParticipant);
  const before = (await repo.find({ where: { eventId } })).map((p) => p.userId);
  const next = new Set(wanted);
  const added = [...next].filter((u) => !before.includes(u));
  const removed = before.filter((u) => !next.has(u));
  if (removed.length) await repo.delete({ eventId, userId: In(removed) });
  if (added.length) await repo.insertMany(added.map((userId) => ({ eventId, userId })));
  return { added, kept: before.filter((u) => next.has(u)), removed };
}

const timingChanged = (e: CalendarEventRow, f: ReturnType<typeof fieldsOf>) =>
  e.startsAt.getTime() !== f.startsAt.getTime() || e.endsAt.getTime() !== f.endsAt.getTime() || e.timeZone !== f.timeZone;
const ruleChanged = (e: CalendarEventRow, f: ReturnType<typeof fieldsOf>) =>
  timingChanged(e, f) || e.period !== f.period || e.until !== f.until || e.count !== f.count || e.weekdays.join() !== f.weekdays.join();

/**
 * Writes the event (or the whole series) as `input` has it: the stored event with a PUT's fields
 * (`inputs.ts`). The date rule applies when the time changes: a series that began last week keeps its
 * first date. A changed rule drops the series' moved, deleted and new occurrences, which were keyed by
 * the old rule.
 */
export async function updateEvent(ctx: UserContext, e: CalendarEventRow, input: Input): Promise<CalendarEventRow> {
  const fields = fieldsOf(input);
  const { saved, who } = await ctx.db.transaction(async (db) => {
    // The event as it is now: exceptions added a moment ago are kept, not written over.
    const current = await lockedEvent(db, e.id);
    if (timingChanged(current, fields)) assertTiming(input);
    const reset = ruleChanged(current, fields);
    const exceptions = reset
      ? { changed: [], deleted: [], added: [] }
      : { changed: current.changed, deleted: current.deleted, added: current.added };
    const next: CalendarEventRow = { ...current, ...fields, ...exceptions };
    assertSeries(next);
    const span = spanOf(next);
    await db.repo(CalendarEvent).update({ id: e.id }, { ...fields, ...exceptions, ...span });
    return { saved: { ...next, ...span }, who: await setParticipants(db, e.id, input.participants) };
  });
  const actor = ctx.me.user.id;
  await tell(ctx, 'event.invited', saved, who.added, saved.startsAt, actor);
  await tell(ctx, 'event.changed', saved, who.kept, saved.startsAt, actor);
  await tell(ctx, 'event.cancelled', e, who.removed, e.startsAt, actor);
  await scheduleReminder(ctx, saved);
  await indexEvent(ctx, saved);
  return saved;
}

/**
 * The event read again inside a transaction, locked for writing (MariaDB; SQLite runs one transaction at a
 * time). A series' changed, deleted and added occurrences are lists in its row: two edits of one series at
 * once would each add to the list they read, and the later write would drop the other's change.
 */
const lockedEvent = (db: ClientDb, id: string) => db.repo(CalendarEvent).get(id, { lock: 'write' });

/** The occurrence `query.occurrence` of a series, or 400 when the series never had it. */
function assertOccurrence(e: CalendarEventRow, occurrence: string | undefined): string {
  const key = occurrence ? new Date(occurrence).toISOString() : '';
  if (!key || !hasOccurrence(e, key) || e.deleted.includes(key)) throw RULES.noOccurrence.badRequest();
  return key;
}

/** The fields of the occurrence that differ from the series': what it keeps of its own. */
function ownFields(e: CalendarEventRow, i: OccurrenceInput): OccurrenceOverride {
  const own: OccurrenceOverride = {};
  for (const k of ['name', 'comment', 'colour', 'link'] as const) if (i[k] !== e[k]) own[k] = i[k];
  return own;
}

/**
 * "This one" of a series, as desktop calendars do it: `occurrence` takes the body's date, times, name,
 * description, colour and link, each left out keeping the occurrence's own; participants and the repeat
 * belong to the series. The date rule applies when its time changes. Without an occurrence, the body's
 * date and times (the series' first where left out) become a new occurrence of the series.
 */
export async function updateOccurrence(ctx: UserContext, e: CalendarEventRow, body: PeriodicEventUpdate, query: SeriesQuery) {
  const { saved, slot } = await ctx.db.transaction(async (db) => {
    const current = await lockedEvent(db, e.id);
    const key = query.occurrence ? assertOccurrence(current, query.occurrence) : null;
    const was = key ? slotOf(current, key) : firstSlot(current);
    const input = updatedOccurrence(current, was, body);
    const start = instantOf(input.date, input.start, input.timeZone);
    const end = instantOf(input.date, input.end, input.timeZone);
    // As for the series: an occurrence that keeps its time may be renamed after it began.
    if (!key || start.getTime() !== was.start.getTime() || end.getTime() !== was.end.getTime()) assertTiming(input);
    let next: CalendarEventRow;
    let slot: Slot;
    if (key) {
      const own = ownFields(current, input);
      const changed = { occurrence: key, start: start.toISOString(), end: end.toISOString(), ...own };
      next = { ...current, changed: [...current.changed.filter((c) => c.occurrence !== key), changed] };
      slot = { occurrence: key, start, end, moved: start.toISOString() !== key, own };
    } else {
      next = { ...current, added: [...current.added, { start: start.toISOString(), end: end.toISOString() }] };
      slot = { occurrence: start.toISOString(), start, end, moved: false };
    }
    if (next.changed.length + next.deleted.length + next.added.length > EXCEPTIONS_MAX) throw RULES.tooManyExceptions.badRequest();
    const span = spanOf(next);
    await db.repo(CalendarEvent).update({ id: e.id }, { changed: next.changed, added: next.added, ...span });
    return { saved: { ...next, ...span }, slot };
  });
  const participants = (await ctx.db.repo(CalendarParticipant).find({ where: { eventId: e.id } })).map((p) => p.userId);
  await tell(ctx, 'event.changed', saved, participants, slot.start, ctx.me.user.id);
  await scheduleReminder(ctx, saved);
  return { event: saved, slot };
}

/** Deletes an event (or a whole series) with its participants and sent reminders, and tells the participants. */
export async function deleteEvent(ctx: ServiceContext, e: CalendarEventRow, actorId: string): Promise<void> {
  const participants = (await ctx.db.repo(CalendarParticipant).find({ where: { eventId: e.id } })).map((p) => p.userId);
  await ctx.db.transaction(async (db) => {
    await db.repo(CalendarParticipant).delete({ eventId: e.id });
    await db.repo(CalendarReminder).delete({ eventId: e.id });
    await db.repo(CalendarEvent).delete({ id: e.id });
  });
  await cancelReminders(ctx, e.id);
  await unindexEvent(ctx, e.id);
  await tell(ctx, 'event.cancelled', e, participants, e.startsAt, actorId);
}

/** Deletes one occurrence of a series; the series stays. */
export async function deleteOccurrence(ctx: UserContext, e: CalendarEventRow, occurrence: string | undefined): Promise<void> {
  const { key, moved, next } = await ctx.db.transaction(async (db) => {
    const current = await lockedEvent(db, e.id);
    const key = assertOccurrence(current, occurrence);
    if (current.deleted.length + current.changed.length + current.added.length >= EXCEPTIONS_MAX)
      throw RULES.tooManyExceptions.badRequest();
    const next = { ...current, deleted: [...current.deleted, key] };
    await db.repo(CalendarEvent).update({ id: e.id }, { deleted: next.deleted });
    return { key, moved: current.changed.find((c) => c.occurrence === key), next };
  });
  const participants = (await ctx.db.repo(CalendarParticipant).find({ where: { eventId: e.id } })).map((p) => p.userId);
  await tell(ctx, 'event.cancelled', e, participants, new Date(moved?.start ?? key), ctx.me.user.id);
  await scheduleReminder(ctx, next);
}
