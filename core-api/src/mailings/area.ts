import { z } from 'zod';
import { errors, idOf, updateOf, workspaceParam } from '@atrium/sdk/shared';
import type { RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { platformOf } from '../services/providers.js';
import { Schedule } from '../jobs/schedule.js';
import { Mailing, type MailingRow } from './entity.js';
import { MAILING_ACTIONS, mailingAction } from './actions.js';

const Action = z
  .string()
  .refine((a) => mailingAction(a) !== undefined, { message: `action must be one of ${Object.keys(MAILING_ACTIONS).join(', ')}` })
  .meta({ enum: Object.keys(MAILING_ACTIONS) });
const MailingBody = z
  .object({ workspace: z.string().max(64), action: Action, schedule: Schedule, active: z.boolean().default(true) })
  .strict();
/** A PUT changes what it sends: a schedule alone leaves a stopped mailing stopped (`.partial()` kept `active`'s default). */
const MailingPatch = updateOf(MailingBody);
const IdParams = z.object({ id: idOf('Mailing') });
/** `{workspace}_{action}`: workspaces are letters and digits, so the first underscore splits them. */
const KeyParams = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9]+_[a-z_]+$/)
    .max(120),
});

/** Mailings are kept by the client they belong to; a workspace named in a call must be the caller's. */
function ownWorkspace(ctx: RequestContext, workspace: string) {
  if (!ctx.me.client || ctx.me.client.workspace !== workspace) throw errors.notFound();
}

const sameSchedule = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const mailingsArea: AreaFactory = (core) => {
  const jobs = () => platformOf(core).mailings;
  const byKey = async (ctx: RequestContext<{ key: string }>): Promise<MailingRow> => {
    const i = ctx.params.key.indexOf('_');
    const workspace = ctx.params.key.slice(0, i);
    ownWorkspace(ctx, workspace);
    const m = await ctx.db.repo(Mailing).findOne({ action: ctx.params.key.slice(i + 1) });
    if (!m) throw errors.notFound();
    return m;
  };
  return {
    core: true,
    code: 'mailings',
    routes: (r) => {
      r.post('/mailing', { auth: 'admin', body: MailingBody, summary: 'Creates a mailing; created active, it is started' }, async (ctx) => {
        ownWorkspace(ctx, ctx.body.workspace);
        if (await ctx.db.repo(Mailing).exists({ action: ctx.body.action }))
          throw errors.conflict('A mailing with this action exists', 'mailings.actionTaken');
        const m = await ctx.db.repo(Mailing).insert({ ...ctx.body, status: 'stopped', lastRunAt: null });
        if (m.active) await jobs().start(m);
        await ctx.journal('mailings', 'mailing.create', { action: m.action });
        return ctx.db.repo(Mailing).get(m.id);
      });

      r.get(
        '/mailing',
        { auth: 'admin', query: z.object({ workspace: z.string().max(64).optional() }), summary: 'The mailings of the workspace' },
        async (ctx) => {
          if (ctx.query.workspace) ownWorkspace(ctx, ctx.query.workspace);
          return ctx.db.repo(Mailing).find({ order: { action: 'ASC' } });
        },
      );

      r.get('/mailing/:id', { auth: 'admin', params: IdParams, summary: 'One mailing' }, (ctx) => ctx.db.repo(Mailing).get(ctx.params.id));

      r.put(
        '/mailing/:id',
        {
          auth: 'admin',
          params: IdParams,
          body: MailingPatch,
          summary: 'Updates a mailing: a new schedule restarts it, else active starts and inactive stops it',
        },
        async (ctx) => {
          const repo = ctx.db.repo(Mailing);
          const before = await repo.get(ctx.params.id);
          if (ctx.body.workspace) ownWorkspace(ctx, ctx.body.workspace);
          if (ctx.body.action && ctx.body.action !== before.action && (await repo.exists({ action: ctx.body.action })))
            throw errors.conflict('A mailing with this action exists', 'mailings.actionTaken');
          await repo.update({ id: before.id }, ctx.body);
          const after = await repo.get(before.id);
          if (ctx.body.schedule && !sameSchedule(ctx.body.schedule, before.schedule) && after.active) await jobs().restart(after);
          else if (after.active) await jobs().start(after);
          else await jobs().stop(after);
          return repo.get(before.id);
        },
      );

      r.delete('/mailing/:id', { auth: 'admin', params: IdParams, summary: 'Stops and deletes a mailing' }, async (ctx) => {
        const m = await ctx.db.repo(Mailing).get(ctx.params.id);
        await jobs().stop(m);
        await ctx.db.repo(Mailing).delete({ id: m.id });
        await ctx.journal('mailings', 'mailing.delete', { action: m.action });
        return { deleted: true };
      });

      r.put(
        '/mailing/startJob/:workspace',
        { auth: 'admin', params: z.object({ workspace: workspaceParam() }), summary: 'Starts every active mailing of the workspace' },
        async (ctx) => {
          const active = await ctx.db.repo(Mailing).find({ where: { active: true } });
          for (const m of active) await jobs().start(m);
          return { started: active.length };
        },
      );

      r.put(
        '/mailing/restartJob/:key',
        { auth: 'admin', params: KeyParams, summary: 'Restarts the mailing `{workspace}_{action}`' },
        async (ctx) => {
          const m = await byKey(ctx);
          if (!m.active) throw errors.badRequest('The mailing is not active', 'mailings.inactive');
          await jobs().restart(m);
          return ctx.db.repo(Mailing).get(m.id);
        },
      );

      r.put(
        '/mailing/stopJob/:key',
        { auth: 'admin', params: KeyParams, summary: 'Stops the mailing `{workspace}_{action}`' },
        async (ctx) => {
          const m = await byKey(ctx);
          await jobs().stop(m);
          return ctx.db.repo(Mailing).get(m.id);
        },
      );
    },
  };
};
