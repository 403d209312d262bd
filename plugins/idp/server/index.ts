import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { Idp, IdpHistory, IdpReminder, IdpTask } from './entities/index.js';
import { Idp1795926684765 } from './migrations/1795926684765-idp.js';
import { notifications } from './notifications.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';
import { readsAll } from './services/access.js';
import { remind, REMIND_JOB } from './services/notify.js';

/** Individual development plans: an employee's plans with tasks, notes and a change log. */
export default definePlugin(manifest, {
  entities: [Idp, IdpTask, IdpHistory, IdpReminder],
  migrations: [Idp1795926684765],
  // What the UI may offer; the routes check the same rule on the server.
  abilities: (b, me) => {
    if (readsAll(me)) b.can('read', 'Idp');
  },
  routes,
  notifications,
  jobs: { [REMIND_JOB]: remind },
  // Tasks due within three days are reminded of once a day, for each client that has the plans on.
  onClientEnable: (ctx) => ctx.jobs.every('1 day', REMIND_JOB),
  seed,
});
