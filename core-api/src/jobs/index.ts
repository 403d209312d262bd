import { Agenda, type Job } from 'agenda';
import type { JobContext, JobsService } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { isFeatureOn } from '../rights/ability.js';
import { TypeormBackend } from './backend.js';
import { intervalOf } from './schedule.js';

type Handler = (ctx: JobContext) => Promise<void>;

export interface Jobs {
  agenda: Agenda;
  /** Registers an installation job `core:<name>` (digest, mailings): it runs for any active client. */
  defineCore(name: string, handler: Handler): void;
  service(clientId: string, pluginCode: string): JobsService;
  /**
   * Runs a defined job now, as the queue would: the client must exist and be active and the plugin's
   * feature on for it. Answers 'skipped' when those checks stop it (the test harness runs jobs this way).
   */
  run(name: string, data: { clientId: string } & Record<string, unknown>): Promise<'done' | 'skipped'>;
}

/** `<code>:<name>`: a plugin may give the bare name or the full one. */
export const jobName = (code: string, name: string) => (name.startsWith(`${code}:`) ? name : `${code}:${name}`);

/** A stable key of the job data: the same every() call twice is one repeating job, not two. */
const dataKey = (data: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(data)
      .sort()
      .map((k) => [k, data[k]]),
  );

/** What makes a repeating job of a client one row (an imported client's jobs get their keys again from it). */
export const repeatingUnique = (payload: { clientId: string } & Record<string, unknown>) => ({
  clientId: payload.clientId,
  data: dataKey(payload),
});

/**
 * agenda 6 on the SQL job table. Jobs are named `<code>:<name>` and carry the client id in their data;
 * the client's feature switch is asked again when a job runs, and a job of a switched-off feature is skipped.
 */
export async function startJobs(core: Core): Promise<Jobs> {
  const processEvery = Number(process.env.JOBS_PROCESS_EVERY_MS ?? 2000);
  const agenda = new Agenda({
    backend: new TypeormBackend(core.ds),
    name: `node-${process.pid}`,
    processEvery,
    defaultLockLifetime: 10 * 60_000,
    removeOnComplete: true,
  });
  agenda.on('error', (err) => core.log.error({ err }, 'job queue error'));
  agenda.on('fail', (err, job) => core.log.error({ err, job: (job as Job).attrs?.name }, 'job failed'));

  const handlers = new Map<string, { plugin: string | null; handler: Handler }>();
  const run = async (name: string, jobData: unknown): Promise<'done' | 'skipped'> => {
    const entry = handlers.get(name);
    if (!entry) throw new Error(`no job ${name} is defined`);
    const { clientId, ...data } = (jobData ?? {}) as { clientId?: string } & Record<string, unknown>;
    if (!clientId) throw new Error(`job ${name} has no client id`);
    const client = await core.ds.getRepository(Client).findOneBy({ id: clientId });
    if (!client || client.status === 'blocked') return 'skipped';
    if (entry.plugin && !isFeatureOn(client, entry.plugin)) {
      core.log.info({ job: name, clientId }, 'job skipped: feature disabled for the client');
      return 'skipped';
    }
    await entry.handler(Object.assign(core.serviceContext(clientId, { pluginCode: entry.plugin ?? 'core' }), { clientId, data }));
    return 'done';
  };
  const define = (name: string, plugin: string | null, handler: Handler) => {
    handlers.set(name, { plugin, handler });
    agenda.define(name, async (job: Job) => {
      await run(name, job.attrs.data);
    });
  };

  for (const p of core.plugins) for (const [key, handler] of Object.entries(p.jobs ?? {})) define(jobName(p.code, key), p.code, handler);

  await agenda.start();
  core.onClose(async () => {
    await agenda.stop();
  });

  return {
    agenda,
    defineCore: (name, handler) => define(jobName('core', name), null, handler),
    run,
    service(clientId, pluginCode): JobsService {
      const full = (name: string) => jobName(pluginCode, name);
      return {
        async now(name, data = {}) {
          await agenda.now(full(name), { ...data, clientId });
        },
        async at(when, name, data = {}) {
          await agenda.schedule(when, full(name), { ...data, clientId });
        },
        async every(interval, name, data = {}) {
          const payload = { ...data, clientId };
          await agenda
            .create(full(name), payload)
            .repeatEvery(intervalOf(interval), { skipImmediate: true })
            .unique(repeatingUnique(payload))
            .save();
        },
        cancel: (name, data = {}) => agenda.cancel({ name: full(name), data: { ...data, clientId } }),
      };
    },
  };
}
