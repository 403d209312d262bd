import { Brackets, type Me, type SelectQueryBuilder, type ServiceContext, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { CalendarEvent, type CalendarEventRow } from '../entities/event.js';
import { CalendarParticipant } from '../entities/participant.js';

/** The organiser and the client's admins change and delete an event. */
export const canEdit = (me: Me, e: Pick<CalendarEventRow, 'organiserId'>) => me.isAdmin || e.organiserId === me.user.id;

/** Creating needs the right `events_create` besides `calendar`; without it, 403 "cannot create events". */
export function assertMayCreate(me: Me): void {
  if (!me.hasRight('events_create')) throw RULES.cannotCreate.forbidden();
}

/**
 * Opening an event to everyone puts it in every employee's calendar, so it takes the administrative right
 * `events_for_all` (admins and superusers hold every right). Keeping an open event open, or closing it, takes nothing more.
 */
export function assertMayOpen(me: Me, open: boolean, wanted: boolean): void {
  if (wanted && !open && !me.hasRight('events_for_all')) throw RULES.cannotOpenToAll.forbidden();
}

/** The event, if the caller may change it: 404 for another client's id, 403 for someone else's event. */
export async function editableEvent(ctx: UserContext, id: string): Promise<CalendarEventRow> {
  const e = await ctx.db.repo(CalendarEvent).get(id);
  if (!canEdit(ctx.me, e)) throw RULES.noAccess.forbidden();
  return e;
}

/** Events with an occurrence in [from, to): compared in SQL on the span of all their occurrences. */
export function inWindow(ctx: ServiceContext, from: Date, to: Date): SelectQueryBuilder<CalendarEventRow> {
  return ctx.db.repo(CalendarEvent).qb('e').andWhere('e.spanStart < :to AND e.spanEnd > :from', { from, to });
}

/** Keeps the events `userId` may see: they organise it, take part in it, or it is open to everyone. */
export function visibleTo(ctx: ServiceContext, q: SelectQueryBuilder<CalendarEventRow>, userId: string) {
  const taking = ctx.db.repo(CalendarParticipant).qb('cp').select('cp.eventId').andWhere('cp.userId = :viewer');
  return q.andWhere(
    new Brackets((b) => b.where('e.forAll = :open').orWhere('e.organiserId = :viewer').orWhere(`e.id IN (${taking.getQuery()})`)),
    { open: true, viewer: userId },
  );
}

/** Events whose last occurrence ends after `from` (the feed: a series is written whole, with its rule). */
export function endingAfter(ctx: ServiceContext, from: Date): SelectQueryBuilder<CalendarEventRow> {
  return ctx.db.repo(CalendarEvent).qb('e').andWhere('e.spanEnd > :from', { from });
}

/** The company calendar: events open to everyone. */
export const openToAll = (q: SelectQueryBuilder<CalendarEventRow>) => q.andWhere('e.forAll = :open', { open: true });
