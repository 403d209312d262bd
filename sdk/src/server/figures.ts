import type { EventContext } from './plugin.js';
import { PERIOD_LENGTH, periodsOf, type AnalyticsDetail, type AnalyticsPeriod, type PluginFigures } from '../shared/analytics.js';

/**
 * Figure providers (docs/plugin-guide.md, Figures): what a plugin answers for the analytics screen, by figure
 * name. The core asks a provider with the client's context of the providing plugin and the period, only
 * while that plugin is on for the client; otherwise the figure answers `{ available: false }`.
 */
export type FigureProviders = { [N in keyof PluginFigures]?: (ctx: EventContext, period: AnalyticsPeriod) => Promise<PluginFigures[N]> };

/**
 * The SQL of the period label of a stored datetime column (`t.createdAt`): its first 10, 7 or 4 characters,
 * which both engines give as `YYYY-MM-DD…` text (stored in UTC), so GROUP BY it counts per period on either.
 */
export const periodSql = (column: string, detail: AnalyticsDetail) => `SUBSTR(${column}, 1, ${PERIOD_LENGTH[detail]})`;

/** The instants of a period's days: from the first day's midnight (included) to the midnight after the last (excluded), UTC. */
export function periodBounds(period: { from: string; to: string }): { start: Date; end: Date } {
  return { start: new Date(`${period.from}T00:00:00Z`), end: new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000) };
}

/**
 * One row per period label from `from` to `to`: the grouped rows the database answered (labels in `period`,
 * numbers possibly as text), zeros where it answered none.
 */
export function fillPeriods<K extends string>(
  period: { from: string; to: string; detail: AnalyticsDetail },
  rows: ({ period: string } & Record<K, number | string | null>)[],
  keys: readonly K[],
): ({ period: string } & Record<K, number>)[] {
  const byPeriod = new Map(rows.map((r) => [String(r.period), r]));
  return periodsOf(period.from, period.to, period.detail).map((label) => {
    const row = byPeriod.get(label);
    return { period: label, ...(Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>) };
  });
}
