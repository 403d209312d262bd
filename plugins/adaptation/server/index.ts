import { definePlugin } from '@atrium/sdk/server';
import { ADAPTATION_ADMIN_ROLE } from '../shared/constants.js';
import { manifest } from '../shared/manifest.js';
import { AdaptMark, AdaptSettings, AdaptTrack, AdaptUserTrack } from './entities/index.js';
import { figures } from './figures.js';
import { OPEN_JOB, openSteps } from './jobs.js';
import { Adaptation1795910312247 } from './migrations/1795910312247-adaptation.js';
import { notifications } from './notifications.js';
import { adaptationCauses } from './rewards.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** Adaptation: onboarding tracks of stages and steps that a newcomer goes through with a mentor, a chief and HR. */
export default definePlugin(manifest, {
  entities: [AdaptTrack, AdaptUserTrack, AdaptMark, AdaptSettings],
  migrations: [Adaptation1795910312247],
  // What the UI may offer; the routes check the same rule (and the HR specialists of the settings) on the server.
  abilities: (b, me) => {
    if (me.isAdmin || me.user.roles.includes(ADAPTATION_ADMIN_ROLE)) b.can('manage', 'AdaptTrack');
  },
  routes,
  notifications,
  jobs: { [OPEN_JOB]: openSteps },
  onClientEnable: (ctx) => ctx.jobs.every('1 day', OPEN_JOB),
  extends: [adaptationCauses],
  figures,
  seed,
});
