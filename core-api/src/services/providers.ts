import type http from 'node:http';
import type { Core, ServiceProviders } from '../core.js';
import { Mailer } from '../mail/mailer.js';
import { RealtimeHub } from '../realtime/hub.js';
import { startRealtime } from '../realtime/server.js';
import { realtimeService } from '../realtime/service.js';
import { createNotifier } from '../notifications/index.js';
import type { Notifier } from '../notifications/service.js';
import { createFileStore, type FileStore } from '../files/store.js';
import { createFilesService } from '../files/service.js';
import { startJobs, type Jobs } from '../jobs/index.js';
import { sendDigests } from '../notifications/digest.js';
import { defineMailingJob, mailingJobs, type MailingJobs } from '../mailings/jobs.js';

/** The running platform services, for the core areas that expose them over the API. */
export interface Platform {
  hub: RealtimeHub;
  mailer: Mailer;
  notifier: Notifier;
  store: FileStore;
  jobs: Jobs;
  mailings: MailingJobs;
}

const current = new WeakMap<Core, Platform>();

/** The platform services of a core (areas are built after the providers). */
export function platformOf(core: Core): Platform {
  const p = current.get(core);
  if (!p) throw new Error('platform services are not started');
  return p;
}

/**
 * Builds the notify, files, jobs and realtime services for the installation: socket.io on the app's
 * server, the notifier with its channels, the file store (disk or S3) and agenda on the SQL job table.
 */
export async function createProviders(core: Core, server: http.Server): Promise<ServiceProviders> {
  const hub = new RealtimeHub();
  await startRealtime(core, server, hub);
  const mailer = new Mailer(core.ds, core.config.smtpUrl, core.log);
  const notifier = createNotifier(core, hub, mailer, core.log);
  const store = await createFileStore(core.config);
  const jobs = await startJobs(core);
  jobs.defineCore('digest', async (ctx) => {
    await sendDigests(core, mailer, ctx.clientId);
  });
  defineMailingJob(core, jobs, mailer);
  current.set(core, { hub, mailer, notifier, store, jobs, mailings: mailingJobs(core, jobs) });
  return {
    notify: (clientId) => async (userIds, input) => {
      await notifier.notify(clientId, userIds, input);
    },
    files: (clientId, me, pluginCode, anonymous) => createFilesService(core, store, clientId, me, pluginCode, anonymous),
    jobs: (clientId, pluginCode) => jobs.service(clientId, pluginCode),
    realtime: (clientId, pluginCode) => realtimeService(core, hub, clientId, pluginCode),
  };
}
