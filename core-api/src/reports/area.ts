import { z } from 'zod';
import { errors } from '@atrium/sdk/shared';
import type { RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { recordVisits } from '../analytics/summary.js';
import { ModuleVisit, SessionReport } from './entities.js';

const DAY_MS = 24 * 3600_000;
/** A time as the UI sends it: epoch milliseconds or an ISO string. */
const Time = z.union([z.number().int().positive(), z.iso.datetime({ offset: true })]);
const Period = z.object({
  from: z.union([z.string().regex(/^\d{1,15}$/), z.iso.datetime({ offset: true })]).optional(),
  to: z.union([z.string().regex(/^\d{1,15}$/), z.iso.datetime({ offset: true })]).optional(),
});
const at = (v: string | number) => new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
/** The period of a stats call: the last 30 days unless given. */
const period = (q: z.output<typeof Period>) => ({
  from: q.from ? at(q.from) : new Date(Date.now() - 30 * DAY_MS),
  to: q.to ? at(q.to) : new Date(),
});
const Id = z.string().min(1).max(64);

/** User and client are the caller's; when sent they must be, when left out the session gives them. */
const SessionBody = z
  .object({ sessionStart: Time, currentTime: Time, userId: Id.optional(), clientId: Id.optional(), mobile: z.boolean().optional() })
  .strict();
const VisitBody = z
  .object({
    module: z
      .string()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9_.:-]+$/),
    /** When the visit ended (ISO or epoch ms); a number under 10^11 is read as the seconds spent (the shell's form). */
    time: Time.optional(),
    seconds: z.number().int().min(0).max(86400).optional(),
    user: Id.optional(),
    client: Id.optional(),
    mobile: z.boolean().optional(),
    source: z.string().max(20).optional(),
  })
  .strict();
const SECONDS_BELOW = 1e11;

/** The mobile app says so in the `X-App-Platform: mobile` header, or with `mobile: true` / `source: 'mobile'` in the body. */
const fromMobile = (ctx: RequestContext, body: { mobile?: boolean; source?: string }) =>
  body.mobile === true || body.source === 'mobile' || String(ctx.headers['x-app-platform'] ?? '').toLowerCase() === 'mobile';

/** A report names the caller and the caller's client; anything else is refused. */
function own(ctx: RequestContext, userId: string | undefined, clientId: string | undefined) {
  if (userId !== undefined && userId !== ctx.me.user.id) throw errors.forbidden();
  if (!ctx.me.client || (clientId !== undefined && clientId !== ctx.me.client.id && clientId !== ctx.me.client.workspace))
    throw errors.notFound();
}

export const reportsArea: AreaFactory = (core) => ({
  core: true,
  code: 'reports',
  routes: (r) => {
    r.post(
      '/report/session',
      { auth: 'user', body: SessionBody, summary: 'Stores a session report (sessionStart, currentTime, userId, clientId)' },
      async (ctx) => {
        const b = ctx.body;
        own(ctx, b.userId, b.clientId);
        const sessionStart = at(b.sessionStart);
        const currentTime = at(b.currentTime);
        const durationMs = currentTime.getTime() - sessionStart.getTime();
        if (durationMs < 0 || durationMs > DAY_MS)
          throw errors.badRequest('currentTime must follow sessionStart within a day', 'reports.invalidSession');
        await ctx.db
          .repo(SessionReport)
          .insert({ userId: ctx.me.user.id, sessionStart, currentTime, durationMs, mobile: fromMobile(ctx, b) });
        return { stored: true };
      },
    );

    r.post(
      '/report/visit',
      { auth: 'user', body: VisitBody, summary: 'Stores a module visit (module, time, user, client)' },
      async (ctx) => {
        const b = ctx.body;
        own(ctx, b.user, b.client);
        const spent = typeof b.time === 'number' && b.time < SECONDS_BELOW;
        const seconds = b.seconds ?? (spent ? Math.min(86400, b.time as number) : null);
        const time = b.time === undefined || spent ? new Date() : at(b.time);
        await recordVisits(core.ds.manager, ctx.db.clientId, [
          { userId: ctx.me.user.id, module: b.module, time, seconds, mobile: fromMobile(ctx, b) },
        ]);
        return { stored: true };
      },
    );

    r.get(
      '/report/visits',
      { auth: 'admin', query: Period, summary: 'Visitors and visits per module; mobile-app visits are not counted' },
      async (ctx) => {
        const { from, to } = period(ctx.query);
        const base = () => ctx.db.repo(ModuleVisit).qb('v').where('v.time >= :from AND v.time <= :to', { from, to });
        const modules = await base()
          .andWhere('v.mobile = :mobile', { mobile: false })
          .select('v.module', 'module')
          .addSelect('COUNT(*)', 'visits')
          .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
          .addSelect('COALESCE(SUM(v.seconds), 0)', 'seconds')
          .groupBy('v.module')
          .orderBy('visits', 'DESC')
          .addOrderBy('module', 'ASC')
          .getRawMany<{ module: string; visits: string; visitors: string; seconds: string }>();
        const totals = await base()
          .andWhere('v.mobile = :mobile', { mobile: false })
          .select('COUNT(*)', 'visits')
          .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
          .getRawOne<{ visits: string; visitors: string }>();
        const mobileVisits = await base().andWhere('v.mobile = :mobile', { mobile: true }).getCount();
        return {
          from,
          to,
          visits: Number(totals?.visits ?? 0),
          visitors: Number(totals?.visitors ?? 0),
          mobileVisits,
          modules: modules.map((m) => ({
            module: m.module,
            visits: Number(m.visits),
            visitors: Number(m.visitors),
            seconds: Number(m.seconds),
          })),
        };
      },
    );

    r.get(
      '/report/sessions',
      { auth: 'admin', query: Period, summary: 'Session time of employees in a period (mobile-app sessions apart)' },
      async (ctx) => {
        const { from, to } = period(ctx.query);
        const row = await ctx.db
          .repo(SessionReport)
          .qb('s')
          .where('s.sessionStart >= :from AND s.sessionStart <= :to AND s.mobile = :mobile', { from, to, mobile: false })
          .select('COUNT(*)', 'sessions')
          .addSelect('COUNT(DISTINCT s.userId)', 'users')
          .addSelect('COALESCE(SUM(s.durationMs), 0)', 'totalMs')
          .getRawOne<{ sessions: string; users: string; totalMs: string }>();
        const sessions = Number(row?.sessions ?? 0);
        const totalMs = Number(row?.totalMs ?? 0);
        return { from, to, sessions, users: Number(row?.users ?? 0), totalMs, averageMs: sessions ? Math.round(totalMs / sessions) : 0 };
      },
    );
  },
});
