import { reply, XLSX, type RouteBuilder } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { moodRoutes } from '../../shared/routes.js';
import { mustSeeStats } from '../services/access.js';
import { statWorkbook } from '../services/excel.js';
import { needMeter, rate } from '../services/meter.js';
import { moodStat } from '../services/stats.js';

/**
 * The Mood calls of spec features §7. The core checks the session, the feature `mood` and the right `mood` first,
 * and that `{client}` is the caller's; the statistics are for admins and `mood_admin` only.
 */
export function routes(r: RouteBuilder) {
  r.route(moodRoutes.check, { summary: "Whether the user's mood check is due (their own id only)" }, async (ctx) => {
    if (ctx.params.id !== ctx.me.user.id) {
      // Another employee's meter is theirs alone; an id outside the client is unknown.
      if ((await ctx.employees.cards([ctx.params.id])).length) throw RULES.noAccess.forbidden();
      throw RULES.noAccess.notFound();
    }
    return { needMeter: await needMeter(ctx) };
  });

  r.route(
    moodRoutes.rate,
    { summary: 'Rate one’s mood from 1 to 10, once per period (409 when already rated)', example: { rating: 7 } },
    async (ctx) => {
      await rate(ctx, ctx.body.rating);
      return { needMeter: false };
    },
  );

  r.route(moodRoutes.stat, { summary: 'Average moods by department and week or two weeks (admins, mood_admin)' }, async (ctx) => {
    mustSeeStats(ctx);
    return moodStat(ctx, ctx.params.from, ctx.params.to);
  });

  r.route(moodRoutes.excel, { summary: 'The mood statistics as an .xlsx file, departments by name' }, async (ctx) => {
    mustSeeStats(ctx);
    const file = await statWorkbook(await moodStat(ctx, ctx.params.from, ctx.params.to), ctx.me.user.lang);
    const filename = `mood-${ctx.params.from}-${ctx.params.to}.xlsx`;
    return reply(file, { headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${filename}"` } });
  });
}
