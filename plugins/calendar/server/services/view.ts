import { In, type Me, type ServerAnswer, type ServiceContext } from '@atrium/sdk/server';
import { blankCard, employeeCard, type EmployeeCard, type ServerForm } from '@atrium/sdk/shared';
import type { EventOccurrence } from '../../shared/types.js';
import { wallClock } from '../../shared/timing.js';
import type { CalendarEventRow, OccurrenceOverride } from '../entities/event.js';
import { CalendarParticipant } from '../entities/participant.js';
import { canEdit } from './access.js';
import { expand, type Slot } from './recurrence.js';

/** Participants of the events with the cards of everyone named, in two queries whatever the number of events. */
async function people(ctx: ServiceContext, rows: CalendarEventRow[]) {
  const links = rows.length ? await ctx.db.repo(CalendarParticipant).find({ where: { eventId: In(rows.map((r) => r.id)) } }) : [];
  const ids = [...new Set([...links.map((l) => l.userId), ...rows.map((r) => r.organiserId)])];
  const cards = new Map((ids.length ? await ctx.employees.cards(ids) : []).map((c) => [c.id, employeeCard(c)]));
  const card = (id: string) => cards.get(id) ?? blankCard(id);
  const byEvent = new Map<string, ServerForm<EmployeeCard>[]>();
  for (const l of links) byEvent.set(l.eventId, [...(byEvent.get(l.eventId) ?? []), card(l.userId)]);
  return { card, participantsOf: (id: string) => byEvent.get(id) ?? [] };
}

/** The series' values of the fields an occurrence has of its own. */
function baseOf(e: CalendarEventRow, own: OccurrenceOverride): OccurrenceOverride {
  const base: OccurrenceOverride = {};
  for (const k of ['name', 'comment', 'colour', 'link'] as const) if (own[k] !== undefined) base[k] = e[k];
  return base;
}

/** The series' first occurrence as the organiser wrote it (read once per event, not per occurrence). */
function seriesOf(e: CalendarEventRow) {
  const first = wallClock(e.startsAt, e.timeZone);
  return { date: first.date, start: first.time, end: wallClock(e.endsAt, e.timeZone).time, at: e.startsAt.toISOString() };
}

function occurrenceOf(
  me: Me | null,
  e: CalendarEventRow,
  series: ReturnType<typeof seriesOf>,
  slot: Slot,
  card: (id: string) => ServerForm<EmployeeCard>,
  participants: ServerForm<EmployeeCard>[],
): ServerAnswer<EventOccurrence> {
  return {
    id: e.id,
    occurrence: slot.occurrence,
    name: slot.own?.name ?? e.name,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    series: { ...series, ...(slot.own ? { base: baseOf(e, slot.own) } : {}) },
    timeZone: e.timeZone,
    colour: slot.own?.colour ?? e.colour,
    comment: slot.own?.comment ?? e.comment,
    link: slot.own?.link ?? e.link,
    forAll: e.forAll,
    repeat: e.period ? { period: e.period, weekdays: e.weekdays, until: e.until, count: e.count } : null,
    moved: slot.moved,
    organiser: card(e.organiserId),
    participants,
    canEdit: !!me && canEdit(me, e),
  };
}

/** Every occurrence of the events in [from, to), in time order. */
export async function occurrences(
  ctx: ServiceContext,
  me: Me | null,
  rows: CalendarEventRow[],
  from: Date,
  to: Date,
): Promise<ServerAnswer<EventOccurrence>[]> {
  const { card, participantsOf } = await people(ctx, rows);
  return rows
    .flatMap((e) => {
      const series = seriesOf(e);
      return expand(e, from, to).map((slot) => ({ e, series, slot }));
    })
    .sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime())
    .map(({ e, series, slot }) => occurrenceOf(me, e, series, slot, card, participantsOf(e.id)));
}

/** The event as its one occurrence `slot` (after a write). */
export async function occurrenceView(ctx: ServiceContext, me: Me, e: CalendarEventRow, slot: Slot): Promise<ServerAnswer<EventOccurrence>> {
  const { card, participantsOf } = await people(ctx, [e]);
  return occurrenceOf(me, e, seriesOf(e), slot, card, participantsOf(e.id));
}
