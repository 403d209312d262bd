import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import type { Mailer } from '../mail/mailer.js';
import type { Jobs } from '../jobs/index.js';
import { toAgenda } from '../jobs/schedule.js';
import { Mailing, type MailingRow } from './entity.js';
import { mailingAction } from './actions.js';

/** Each mailing is one job `core:mailing` with its id; the schedule decides one run or a repeating one. */
export function mailingJobs(core: Core, jobs: Jobs) {
  const service = (clientId: string) => jobs.service(clientId, 'core');
  const repo = (clientId: string) => createClientDb(core.ds, clientId).repo(Mailing);

  async function stop(m: MailingRow) {
    await service(m.clientId).cancel('mailing', { mailingId: m.id });
    await repo(m.clientId).update({ id: m.id }, { status: 'stopped' });
  }

  async function start(m: MailingRow) {
    const plan = toAgenda(m.schedule);
    // Starting twice keeps one job: the repeating job is unique per mailing, a one-off is replaced.
    if ('at' in plan) {
      await service(m.clientId).cancel('mailing', { mailingId: m.id });
      await service(m.clientId).at(plan.at, 'mailing', { mailingId: m.id });
    } else {
      await service(m.clientId).every(plan.every, 'mailing', { mailingId: m.id });
    }
    await repo(m.clientId).update({ id: m.id }, { status: 'started' });
  }

  async function restart(m: MailingRow) {
    await service(m.clientId).cancel('mailing', { mailingId: m.id });
    await start(m);
  }

  return { start, stop, restart };
}

export type MailingJobs = ReturnType<typeof mailingJobs>;

/** The job body: runs the mailing's action if it is still there and active. */
export function defineMailingJob(core: Core, jobs: Jobs, mailer: Mailer) {
  jobs.defineCore('mailing', async (ctx) => {
    const m = await ctx.db.repo(Mailing).findOne({ id: String(ctx.data.mailingId) });
    if (!m || !m.active) return;
    const action = mailingAction(m.action);
    if (!action) throw new Error(`unknown mailing action ${m.action}`);
    const sent = await action.run(core, mailer, ctx.clientId);
    await ctx.db
      .repo(Mailing)
      .update({ id: m.id }, { lastRunAt: new Date(), ...(m.schedule.type === 'exact' ? { status: 'stopped' as const } : {}) });
    core.log.info({ clientId: ctx.clientId, mailing: m.action, sent }, 'mailing sent');
  });
}
