import { z } from 'zod';
import { idOf } from './ids.js';
import { defineRules } from './rules.js';
import { isoDate } from './values.js';
import { defineRoute, wire, XLSX } from './wire.js';

/*
 * Analytics (docs/architecture.md, Analytics): the company's figures over a period, for admins and the
 * `analytics_admin` role while the client's `analytics` feature is on. The core counts its own tables; plugins
 * answer the figures they own (`figures` in `definePlugin`).
 */

/** How a period is split: by days, months or years (spec features §9). */
export const ANALYTICS_DETAILS = ['day', 'month', 'year'] as const;
export type AnalyticsDetail = (typeof ANALYTICS_DETAILS)[number];

/** The module administrator role of analytics: sees every figure, like an admin. */
export const ANALYTICS_ADMIN_ROLE = 'analytics_admin';

/** Daily detail covers at most this many days; any detail at most `ANALYTICS_MAX_YEARS` years. */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_MAX_YEARS = 20;

export const ANALYTICS_RULES = defineRules('analytics', {
  fromAfterTo: 'the period starts after it ends',
  tooManyDays: 'daily detail covers at most 366 days',
  tooLong: 'a period covers at most 20 years',
});

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

type Period = { from: string; to: string; detail: AnalyticsDetail };

/**
 * The same rule for every call: `from` not after `to`, a daily detail within 366 days, any within 20 years.
 * `names` are the fields as the call spells them (the coins call's `dateFrom`, `dateTo`).
 */
const checkPeriod =
  (names = { from: 'from', to: 'to' }) =>
  (p: Period, c: z.RefinementCtx) => {
    if (p.from > p.to) return c.addIssue(ANALYTICS_RULES.fromAfterTo.issue([names.from]));
    if (p.detail === 'day' && daysIn(p.from, p.to) > ANALYTICS_MAX_DAYS) c.addIssue(ANALYTICS_RULES.tooManyDays.issue(['detail']));
    if (daysIn(p.from, p.to) > ANALYTICS_MAX_YEARS * 366) c.addIssue(ANALYTICS_RULES.tooLong.issue([names.to]));
  };

const periodShape = { from: isoDate(), to: isoDate(), detail: z.enum(ANALYTICS_DETAILS).default('month') };

/** The period of a figure: its first and last day (UTC, both included) and how it is split. */
export const AnalyticsPeriod = z.object(periodShape).strict().superRefine(checkPeriod());
export type AnalyticsPeriod = z.output<typeof AnalyticsPeriod>;

/** A module as visits name it. */
const ModuleName = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** `POST api/analytics/visitors|modules`: the period, narrowed to employees of some departments or to some modules. */
export const AnalyticsFilter = z
  .object({
    ...periodShape,
    departments: z.array(idOf('Department')).max(100).optional(),
    modules: z.array(ModuleName).max(100).optional(),
  })
  .strict()
  .superRefine(checkPeriod());
export type AnalyticsFilter = z.output<typeof AnalyticsFilter>;

export const POSITIONS_BY = ['position', 'department'] as const;
export const PositionsQuery = z
  .object({ ...periodShape, by: z.enum(POSITIONS_BY).default('position') })
  .strict()
  .superRefine(checkPeriod());

/** `GET api/analytics/coins/{client_id}`: the spec's `dateFrom` and `dateTo`, the last twelve months by default. */
export const CoinsQuery = z
  .object({ dateFrom: isoDate().optional(), dateTo: isoDate().optional(), detail: periodShape.detail })
  .strict()
  .transform((q) => {
    const to = q.dateTo ?? new Date().toISOString().slice(0, 10);
    const from = q.dateFrom ?? shiftYears(to, -1, 1);
    return { from, to, detail: q.detail };
  })
  .superRefine(checkPeriod({ from: 'dateFrom', to: 'dateTo' }));

/** `day` moved by whole years and then by days (`2026-02-28`, -20 → `2006-02-28`; Feb 29 falls back to Feb 28). */
export function shiftYears(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const at = new Date(Date.UTC(y + years, m - 1, Math.min(d, last)) + days * DAY_MS);
  // Date.UTC reads years below 100 as 19xx; analytics dates are four-digit years.
  return at.toISOString().slice(0, 10);
}

/** The label of the period a day falls in: `2026-11-29`, `2026-11` or `2026`. */
export const periodOf = (day: string, detail: AnalyticsDetail) => day.slice(0, PERIOD_LENGTH[detail]);
/** How many leading characters of an ISO date name its period (the SQL side cuts stored dates the same way). */
export const PERIOD_LENGTH: Record<AnalyticsDetail, number> = { day: 10, month: 7, year: 4 };

/** Every period label from `from` to `to`, in order, so empty periods show as zero. */
export function periodsOf(from: string, to: string, detail: AnalyticsDetail): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) {
    const label = periodOf(new Date(t).toISOString().slice(0, 10), detail);
    if (out[out.length - 1] !== label) out.push(label);
  }
  return out;
}

/** Figures by group (position, department, module) answer at most this many groups, the largest. */
export const GROUPS_MAX = 200;

/** A plugin's figure whose plugin is off for the client or not installed: shown as unavailable, never as zero. */
export interface Unavailable {
  available: false;
}

export interface VisitorsRow {
  period: string;
  visits: number;
  visitors: number;
}
/** Visits and distinct visitors per period; visits from the mobile app are not counted. */
export interface VisitorsFigure {
  rows: VisitorsRow[];
  total: { visits: number; visitors: number };
}

export interface ModulesRow {
  module: string;
  visits: number;
  visitors: number;
  seconds: number;
}
/** Visits and time per module over the whole period, the most visited first (at most `GROUPS_MAX`). */
export interface ModulesFigure {
  rows: ModulesRow[];
}

export interface TurnoverRow {
  period: string;
  hired: number;
  dismissed: number;
  /** The average of the daily active headcounts of the period. */
  headcount: number;
  /** dismissed ÷ headcount × 100, two decimals; 0 when nobody was employed. */
  turnover: number;
}
export interface TurnoverFigure {
  rows: TurnoverRow[];
  total: Omit<TurnoverRow, 'period'>;
}

export const AGE_BUCKETS = ['under20', '20-30', '30-40', '40-50', '50+', 'unknown'] as const;
export const WORKING_PERIOD_BUCKETS = ['0-1', '1-3', '3-5', '5-10', '10+', 'unknown'] as const;
export interface BucketRow<B extends string> {
  bucket: B;
  count: number;
}
/** The employees active on the period's last day by age and by working period (lower edges included). */
export interface DemographyFigure {
  day: string;
  age: BucketRow<(typeof AGE_BUCKETS)[number]>[];
  workingPeriod: BucketRow<(typeof WORKING_PERIOD_BUCKETS)[number]>[];
}

export interface PositionsRow {
  /** The position's text or the department's id; null: none given. */
  key: string | null;
  /** The department's name (`by=department`), else the position. */
  name: string | null;
  count: number;
}
/** The employees active on the period's last day by position or by department, the largest first. */
export interface PositionsFigure {
  day: string;
  rows: PositionsRow[];
  /** Employees in groups beyond the first `GROUPS_MAX`, counted together. */
  other: number;
}

export interface AdaptationsRow {
  period: string;
  started: number;
  finished: number;
}
/** Adaptations started and finished per period (the adaptation plugin's). */
export interface AdaptationsFigure {
  available: true;
  rows: AdaptationsRow[];
}

export interface CoinsRow {
  period: string;
  /** Coins that came into balances (accruals). */
  accrued: number;
  /** Coins that left balances (purchases, cancels, nullifying). */
  spent: number;
}
/** Coin movements per period from the shop's ledger entries. */
export interface CoinsFigure {
  available: true;
  rows: CoinsRow[];
}

/** The figures plugins answer, by name: the provider's plugin declares `figures: { <name>: … }`. */
export interface PluginFigures {
  adaptations: AdaptationsFigure;
  coins: CoinsFigure;
}
export type PluginFigureName = keyof PluginFigures;

/** The tabs of the analytics screen, each exported to Excel by `POST api/analytics/export/{id}`. */
export const ANALYTICS_TABS = [
  'turnover',
  'adaptations',
  'demography',
  'positions',
  'departments',
  'visitors',
  'coins',
  'modules',
] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const AnalyticsExport = z
  .object({ ...periodShape, tab: z.enum(ANALYTICS_TABS) })
  .strict()
  .superRefine(checkPeriod());

const ClientParam = z.object({ id: idOf('Client') });

/** The calls of spec features §7, Analytics, and the Excel export of a tab. */
export const analyticsRoutes = {
  visitors: defineRoute('get', '/analytics/visitors/:id', {
    params: ClientParam,
    query: AnalyticsPeriod,
    answer: wire.result<VisitorsFigure>(),
  }),
  visitorsFiltered: defineRoute('post', '/analytics/visitors', { body: AnalyticsFilter, answer: wire.result<VisitorsFigure>() }),
  modules: defineRoute('get', '/analytics/modules/:id', {
    params: ClientParam,
    query: AnalyticsPeriod,
    answer: wire.result<ModulesFigure>(),
  }),
  modulesFiltered: defineRoute('post', '/analytics/modules', { body: AnalyticsFilter, answer: wire.result<ModulesFigure>() }),
  turnover: defineRoute('get', '/analytics/turnover/:id', {
    params: ClientParam,
    query: AnalyticsPeriod,
    answer: wire.result<TurnoverFigure>(),
  }),
  demography: defineRoute('get', '/analytics/demography/:id', {
    params: ClientParam,
    query: AnalyticsPeriod,
    answer: wire.result<DemographyFigure>(),
  }),
  positions: defineRoute('get', '/analytics/positions/:id', {
    params: ClientParam,
    query: PositionsQuery,
    answer: wire.result<PositionsFigure>(),
  }),
  adaptations: defineRoute('get', '/analytics/adaptations/:id', {
    params: ClientParam,
    query: AnalyticsPeriod,
    answer: wire.result<AdaptationsFigure | Unavailable>(),
  }),
  coins: defineRoute('get', '/analytics/coins/:client_id', {
    params: z.object({ client_id: idOf('Client') }),
    query: CoinsQuery,
    answer: wire.result<CoinsFigure | Unavailable>(),
  }),
  export: defineRoute('post', '/analytics/export/:id', { params: ClientParam, body: AnalyticsExport, answer: wire.file(XLSX) }),
};
