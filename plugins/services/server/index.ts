import { definePlugin } from '@atrium/sdk/server';
import { commentParents } from '@atrium/plugin-wall/shared/extension-points.js';
import { REQUEST_COMMENTS, SERVICES_ADMIN_ROLE } from '../shared/constants.js';
import { manifest } from '../shared/manifest.js';
import { requestComments } from './comments.js';
import { Service, ServiceGroup, ServiceReminder, ServiceRequest } from './entities/index.js';
import { remind, REMIND_JOB } from './jobs.js';
import { notifications } from './notifications.js';
import { Services1795909937324 } from './migrations/1795909937324-services.js';
import { RequestWaiting1795921526516 } from './migrations/1795921526516-request-waiting.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';
import { serviceSearch } from './search.js';
import { requestFiles } from './files.js';

/** Services: a catalogue of request forms by group, each passing through steps with performers. */
export default definePlugin(manifest, {
  entities: [ServiceGroup, Service, ServiceRequest, ServiceReminder],
  migrations: [Services1795909937324, RequestWaiting1795921526516],
  // What the UI may offer; the routes check the same rule on the server.
  abilities: (b, me) => {
    if (me.isAdmin || me.user.roles.includes(SERVICES_ADMIN_ROLE)) b.can('manage', 'Service');
  },
  routes,
  notifications,
  jobs: { [REMIND_JOB]: remind },
  onClientEnable: (ctx) => ctx.jobs.every('1 day', REMIND_JOB),
  fileAccess: requestFiles,
  extends: [commentParents.register({ [REQUEST_COMMENTS]: requestComments })],
  search: serviceSearch,
  seed,
});
