import type { ApiClient } from '@atrium/sdk/ui';
import { analyticsRoutes, type AnalyticsPeriod, type AnalyticsTab } from '@atrium/sdk/shared';

/** One chart with its table: rows keyed by `x`, the charted numbers `series`, every column of the table `columns`. */
export interface FigurePart {
  /** Translation key of the part's heading, when a tab shows more than one. */
  titleKey?: string;
  /** The figure's rows as the API answers them (`period`, `bucket`, `name`, `module` and their numbers). */
  rows: object[];
  x: string;
  series: string[];
  columns: string[];
  /** Bars for groups; a line for periods. */
  kind: 'bar' | 'line';
}

/** What a tab shows: its parts, or `unavailable` when the figure's plugin is off or not installed. */
export type FigureView = { parts: FigurePart[] } | 'unavailable';

type Load = (api: ApiClient, id: string, p: AnalyticsPeriod) => Promise<FigureView>;

const periods = (rows: FigurePart['rows'], series: string[], columns = series): FigurePart => ({
  rows,
  x: 'period',
  series,
  columns: ['period', ...columns],
  kind: 'line',
});

const positionsBy =
  (by: 'position' | 'department'): Load =>
  async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.positions, { params: { id }, query: { ...p, by } })).result;
    const rows = f.other ? [...f.rows, { key: 'other', name: 'other', count: f.other }] : f.rows;
    return { parts: [{ rows, x: 'name', series: ['count'], columns: ['name', 'count'], kind: 'bar' }] };
  };

/** How each tab of the screen loads its figure and shows it (docs/architecture.md, Analytics). */
export const FIGURES: Record<AnalyticsTab, Load> = {
  turnover: async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.turnover, { params: { id }, query: p })).result;
    return { parts: [periods(f.rows, ['turnover'], ['hired', 'dismissed', 'headcount', 'turnover'])] };
  },
  adaptations: async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.adaptations, { params: { id }, query: p })).result;
    return f.available ? { parts: [periods(f.rows, ['started', 'finished'])] } : 'unavailable';
  },
  demography: async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.demography, { params: { id }, query: p })).result;
    const part = (titleKey: string, rows: FigurePart['rows']): FigurePart => ({
      titleKey,
      rows,
      x: 'bucket',
      series: ['count'],
      columns: ['bucket', 'count'],
      kind: 'bar',
    });
    return { parts: [part('companyAnalytics.age', f.age), part('companyAnalytics.workingPeriod', f.workingPeriod)] };
  },
  positions: positionsBy('position'),
  departments: positionsBy('department'),
  visitors: async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.visitors, { params: { id }, query: p })).result;
    return { parts: [periods(f.rows, ['visits', 'visitors'])] };
  },
  coins: async (api, id, p) => {
    const f = (
      await api.call(analyticsRoutes.coins, { params: { client_id: id }, query: { dateFrom: p.from, dateTo: p.to, detail: p.detail } })
    ).result;
    return f.available ? { parts: [periods(f.rows, ['accrued', 'spent'])] } : 'unavailable';
  },
  modules: async (api, id, p) => {
    const f = (await api.call(analyticsRoutes.modules, { params: { id }, query: p })).result;
    return {
      parts: [{ rows: f.rows, x: 'module', series: ['visits'], columns: ['module', 'visits', 'visitors', 'seconds'], kind: 'bar' }],
    };
  },
};
