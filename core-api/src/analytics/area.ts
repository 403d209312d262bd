import { reply, XLSX, type AnalyticsPeriod, type AnalyticsTab, type RequestContext } from '@atrium/sdk/server';
import { analyticsRoutes } from '@atrium/sdk/shared';
import type { AreaFactory, Core } from '../core.js';
import { assertAnalyst } from './access.js';
import { sheetOf } from './export.js';
import { pluginFigure } from './figures.js';
import { demography, positions } from './people.js';
import { turnover } from './turnover.js';
import { modules, visitors } from './visits.js';

/** The rows of one tab, as its sheet lists them. */
async function tabRows(core: Core, ctx: RequestContext, tab: AnalyticsTab, p: AnalyticsPeriod): Promise<object[]> {
  switch (tab) {
    case 'turnover':
      return (await turnover(ctx.db, p)).rows;
    case 'demography': {
      const d = await demography(ctx.db, p);
      return [...d.age.map((r) => ({ figure: 'age', ...r })), ...d.workingPeriod.map((r) => ({ figure: 'workingPeriod', ...r }))];
    }
    case 'positions':
    case 'departments':
      return (await positions(ctx.db, { ...p, by: tab === 'positions' ? 'position' : 'department' })).rows.map(({ name, count }) => ({
        name,
        count,
      }));
    case 'visitors':
      return (await visitors(ctx.db, p)).rows;
    case 'modules':
      return (await modules(ctx.db, p)).rows;
    case 'adaptations':
    case 'coins': {
      const f = await pluginFigure(core, ctx.db.clientId, tab, p);
      return f.available ? f.rows : [];
    }
  }
}

/**
 * Analytics (docs/architecture.md, Analytics): figures of the client over a period, counted in the database.
 * The core's own tables (employees, visits) are counted here; the adaptation and coin figures come from the
 * plugins that provide them. Admins and `analytics_admin` only, while the client's `analytics` feature is on.
 */
export const analyticsArea: AreaFactory = (core) => ({
  core: true,
  code: 'analytics',
  routes: (r) => {
    // Every call checks the caller before it counts anything.
    const analyst =
      <C extends RequestContext, R>(fn: (ctx: C) => R) =>
      (ctx: C): R => {
        assertAnalyst(ctx);
        return fn(ctx);
      };
    r.route(
      analyticsRoutes.visitors,
      { summary: 'Visits and distinct visitors per period; mobile-app visits are not counted' },
      analyst((ctx) => visitors(ctx.db, ctx.query)),
    );
    r.route(
      analyticsRoutes.visitorsFiltered,
      { summary: 'Visits and visitors per period for a filter: { from, to, detail, departments?, modules? }' },
      analyst((ctx) => visitors(ctx.db, ctx.body)),
    );
    r.route(
      analyticsRoutes.modules,
      { summary: 'Visits and time per module in a period' },
      analyst((ctx) => modules(ctx.db, ctx.query)),
    );
    r.route(
      analyticsRoutes.modulesFiltered,
      { summary: 'Visits and time per module for a filter: { from, to, detail, departments?, modules? }' },
      analyst((ctx) => modules(ctx.db, ctx.body)),
    );
    r.route(
      analyticsRoutes.turnover,
      { summary: 'Turnover per period: dismissals ÷ the average daily active headcount × 100' },
      analyst((ctx) => turnover(ctx.db, ctx.query)),
    );
    r.route(
      analyticsRoutes.demography,
      { summary: "Employees active on the period's last day by age and by working period" },
      analyst((ctx) => demography(ctx.db, ctx.query)),
    );
    r.route(
      analyticsRoutes.positions,
      { summary: "Employees active on the period's last day by position or by department (`by`)" },
      analyst((ctx) => positions(ctx.db, ctx.query)),
    );
    r.route(
      analyticsRoutes.adaptations,
      { summary: 'Adaptations started and finished per period (the adaptation plugin), or { available: false }' },
      analyst((ctx) => pluginFigure(core, ctx.db.clientId, 'adaptations', ctx.query)),
    );
    r.route(
      analyticsRoutes.coins,
      { summary: 'Coins accrued and spent per period (the shop), or { available: false }' },
      analyst((ctx) => pluginFigure(core, ctx.db.clientId, 'coins', ctx.query)),
    );
    r.route(
      analyticsRoutes.export,
      { summary: 'Excel file of one tab of the analytics screen for a period' },
      analyst(async (ctx) =>
        reply(await sheetOf(ctx.body.tab, await tabRows(core, ctx, ctx.body.tab, ctx.body)), {
          headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="analytics-${ctx.body.tab}.xlsx"` },
        }),
      ),
    );
  },
});
