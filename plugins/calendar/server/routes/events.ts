import type { RouteBuilder } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { calendarRoutes } from '../../shared/routes.js';
import { assertMayCreate, assertMayOpen, editableEvent } from '../services/access.js';
import { updatedEvent, updatedSeries } from '../services/inputs.js';
import { createEvent, deleteEvent, deleteOccurrence, firstSlot, updateEvent, updateOccurrence } from '../services/store.js';
import { occurrenceView } from '../services/view.js';

/** An event the isolation suite creates: far enough ahead that no rule about the past refuses it, ending after it starts. */
const EXAMPLE = { name: 'Quarterly planning', date: '2036-03-04', start: '10:00', end: '11:30', participants: [''] };

/** Writing events: single events at api/event, series at api/event/periodic_event. */
export function eventRoutes(r: RouteBuilder) {
  r.route(calendarRoutes.create, { summary: 'Create an event and invite its participants', example: EXAMPLE }, async (ctx) => {
    assertMayCreate(ctx.me);
    assertMayOpen(ctx.me, false, ctx.body.forAll);
    const e = await createEvent(ctx, ctx.body, ctx.me.user.id);
    return occurrenceView(ctx, ctx.me, e, firstSlot(e));
  });

  r.route(
    calendarRoutes.createPeriodic,
    {
      summary: 'Create a repeating event and invite its participants',
      example: { ...EXAMPLE, repeat: { period: 'week', weekdays: ['WE'], count: 4 } },
    },
    async (ctx) => {
      assertMayCreate(ctx.me);
      assertMayOpen(ctx.me, false, ctx.body.forAll);
      const e = await createEvent(ctx, ctx.body, ctx.me.user.id);
      return occurrenceView(ctx, ctx.me, e, firstSlot(e));
    },
  );

  r.route(calendarRoutes.update, { summary: 'Change an event that happens once: the fields sent (organiser or admin)' }, async (ctx) => {
    const e = await editableEvent(ctx, ctx.params.id);
    if (e.period) throw RULES.periodic.badRequest();
    const input = await updatedEvent(ctx.db, e, ctx.body);
    assertMayOpen(ctx.me, e.forAll, input.forAll);
    const saved = await updateEvent(ctx, e, input);
    return occurrenceView(ctx, ctx.me, saved, firstSlot(saved));
  });

  r.route(
    calendarRoutes.updatePeriodic,
    { summary: 'Change a series, the fields sent: ?all=true the whole series, else the occurrence named by ?occurrence= (or a new one)' },
    async (ctx) => {
      const e = await editableEvent(ctx, ctx.params.id);
      if (!e.period) throw RULES.notPeriodic.badRequest();
      if (ctx.query.all) {
        const input = await updatedSeries(ctx.db, e, ctx.body);
        assertMayOpen(ctx.me, e.forAll, input.forAll);
        const saved = await updateEvent(ctx, e, input);
        return occurrenceView(ctx, ctx.me, saved, firstSlot(saved));
      }
      const { event, slot } = await updateOccurrence(ctx, e, ctx.body, ctx.query);
      return occurrenceView(ctx, ctx.me, event, slot);
    },
  );

  r.route(calendarRoutes.remove, { summary: 'Delete an event that happens once and tell its participants' }, async (ctx) => {
    const e = await editableEvent(ctx, ctx.params.id);
    if (e.period) throw RULES.periodic.badRequest();
    await deleteEvent(ctx, e, ctx.me.user.id);
    return { id: e.id };
  });

  r.route(
    calendarRoutes.removePeriodic,
    { summary: 'Delete one occurrence (?occurrence=) or, with ?all=true, the whole series' },
    async (ctx) => {
      const e = await editableEvent(ctx, ctx.params.id);
      if (!e.period) throw RULES.notPeriodic.badRequest();
      if (ctx.query.all) await deleteEvent(ctx, e, ctx.me.user.id);
      else await deleteOccurrence(ctx, e, ctx.query.occurrence);
      return { id: e.id };
    },
  );
}
