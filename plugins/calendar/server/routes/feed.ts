import { reply, type RouteBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { calendarRoutes } from '../../shared/routes.js';
import { feedOf, feedText } from '../services/feed.js';

/** The secret iCalendar feed: its address for the signed-in user, a reset, and the public feed itself. */
export function feedRoutes(r: RouteBuilder) {
  r.route(calendarRoutes.feed, { summary: "The caller's secret iCalendar feed address (made on first ask)" }, (ctx) => feedOf(ctx, false));

  r.route(calendarRoutes.resetFeed, { summary: 'A new secret feed address; the old one stops working' }, (ctx) => feedOf(ctx, true));

  r.route(
    calendarRoutes.ical,
    {
      auth: 'public',
      summary: "A user's events as iCalendar for phone and desktop calendars; the secret token in the path is the credential",
    },
    async (ctx) => {
      const text = await feedText(ctx, ctx.params.token);
      if (text === null) throw errors.notFound();
      return reply(text, { headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store' } });
    },
  );
}
