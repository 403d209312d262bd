import type { RouteBuilder, ScopedQueryBuilder, UserContext } from '@atrium/sdk/server';
import { REQUEST_COMMENTS, RULES } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import { ServiceRequest, type ServiceRequestRow } from '../entities/index.js';
import { canManage, readableService } from '../services/access.js';
import { fileRequest, passStep, readableRequest, requestView } from '../services/requests.js';
import { detachFiles } from '../services/values.js';
import { processRoutes } from './processes.js';

/** A page of requests, paged in the database; `q` keeps those whose name contains it (LIKE's wildcards taken literally). */
async function pageOf(
  ctx: UserContext,
  q: ScopedQueryBuilder<ServiceRequestRow>,
  query: { page: number; limit: number; bp?: string; q?: string },
) {
  const { page, limit, bp } = query;
  if (bp) q.andWhere('r.serviceId = :bp', { bp });
  // '!' escapes alike on SQLite and MariaDB (a backslash is written differently in each one's literals).
  if (query.q) q.andWhere("LOWER(r.name) LIKE :words ESCAPE '!'", { words: `%${query.q.toLowerCase().replace(/[%_!]/g, '!$&')}%` });
  const [rows, total] = await q
    .skip((page - 1) * limit)
    .take(limit)
    .getManyAndCount();
  return { result: rows.map((row) => requestView(row, ctx.me.user.id)), page, limit, total };
}

/** Requests: filed by an employee the service reaches, passed step by step by their performers. */
export function requestRoutes(r: RouteBuilder) {
  r.route(
    servicesRoutes.send,
    { summary: 'File a request of a service; it starts at once (400 chief cannot be determined)' },
    async (ctx) => {
      const service = await readableService(ctx, ctx.body.service);
      return requestView(await fileRequest(ctx, service, ctx.me.user.id, { notify: true, values: ctx.body.values }), ctx.me.user.id);
    },
  );

  // Before `GET api/bp/{id}`, which would take "waiting" for an id.
  r.route(
    servicesRoutes.waiting,
    { summary: 'The running requests whose waiting step the caller performs, longest waiting first' },
    async (ctx) => {
      const q = ctx.db
        .repo(ServiceRequest)
        .qb('r')
        .andWhere('r.result IS NULL')
        .andWhere('r.template = :template', { template: false })
        .andWhere('r.waitingFor LIKE :me', { me: `%,${ctx.me.user.id},%` })
        .orderBy('r.createdAt', 'ASC');
      return pageOf(ctx, q, ctx.query);
    },
  );

  r.route(servicesRoutes.request, { summary: 'One request with its steps (its initiator, performers and managers)' }, async (ctx) =>
    requestView(await readableRequest(ctx, ctx.params.id), ctx.me.user.id),
  );

  r.route(servicesRoutes.removeRequest, { summary: 'Delete a request (its initiator or a manager)' }, async (ctx) => {
    const row = await readableRequest(ctx, ctx.params.id);
    if (row.initiatorId !== ctx.me.user.id && !canManage(ctx.me)) throw RULES.noAccess.forbidden();
    await ctx.db.repo(ServiceRequest).delete({ id: row.id });
    await detachFiles(ctx, row.id, row.steps);
    // The wall deletes their comments (where it is installed and on).
    await ctx.events.emit('comment_parents.removed', { type: REQUEST_COMMENTS, ids: [row.id] });
    return { id: row.id };
  });

  r.route(
    servicesRoutes.passStep,
    { summary: 'Accept or decline the step that waits for the caller (a decline needs a reason)' },
    async (ctx) => requestView(await passStep(ctx, ctx.params.id, ctx.body), ctx.me.user.id),
  );

  r.route(
    servicesRoutes.runned,
    { summary: "One initiator's requests, newest first (their own, or anyone's for managers)" },
    async (ctx) => {
      const { userId } = ctx.params;
      if (userId !== ctx.me.user.id && !canManage(ctx.me)) throw RULES.noAccess.forbidden();
      const { finished, from, to } = ctx.query;
      const q = ctx.db.repo(ServiceRequest).qb('r').andWhere('r.initiatorId = :userId', { userId }).orderBy('r.createdAt', 'DESC');
      q.andWhere('r.template = :template', { template: false });
      q.andWhere(finished === '1' ? 'r.result IS NOT NULL' : 'r.result IS NULL');
      if (from) q.andWhere('r.createdAt >= :from', { from: new Date(`${from}T00:00:00Z`) });
      if (to) q.andWhere('r.createdAt < :to', { to: new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000) });
      return pageOf(ctx, q, ctx.query);
    },
  );

  processRoutes(r);
}
