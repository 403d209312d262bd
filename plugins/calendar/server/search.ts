import { reindexRows, type PluginSearch, type ServiceContext } from '@atrium/sdk/server';
import { CalendarEvent, type CalendarEventRow } from './entities/event.js';
import { CalendarParticipant } from './entities/participant.js';

/** Events in the one search: by name and description, found by those the calendar shows them to (`visibleTo`). */
const KIND = 'event';

export async function indexEvent(ctx: ServiceContext, e: CalendarEventRow) {
  await ctx.search.index({
    kind: KIND,
    id: e.id,
    title: e.name,
    text: e.comment,
    link: '/calendar',
    date: e.startsAt,
  });
}

export const unindexEvent = (ctx: ServiceContext, id: string) => ctx.search.remove(KIND, [id]);

export const eventSearch: PluginSearch = {
  readable: {
    // The calendar's list rule: open to everyone, organised by the reader, or the reader takes part.
    [KIND]: (q, refs) => {
      const seen = q.sub(CalendarEvent, 'cls_e', (s) => {
        const taking = s.sub(CalendarParticipant, 'cls_p', (p) => p.select('cls_p.eventId').andWhere(`cls_p.userId = ${refs.reader}`));
        return s.select('cls_e.id').andWhere(`(cls_e.forAll = 1 OR cls_e.organiserId = ${refs.reader} OR cls_e.id IN (${taking}))`);
      });
      return `${refs.itemId} IN (${seen})`;
    },
  },
  reindex: async (ctx, progress) => {
    await reindexRows(
      ctx,
      CalendarEvent,
      async (rows) => {
        for (const e of rows) await indexEvent(ctx, e);
      },
      progress,
    );
  },
};
