import { definePlugin } from '@atrium/sdk/server';
import { ASSESSMENT_ADMIN_ROLE } from '../shared/constants.js';
import { manifest } from '../shared/manifest.js';
import {
  AssessmentCycle,
  AssessmentNotice,
  AssessmentParticipant,
  AssessmentQuestionnaire,
  AssessmentRespondent,
} from './entities/index.js';
import { open, remind } from './jobs.js';
import { Assessment1795910580017 } from './migrations/1795910580017-assessment.js';
import { notifications } from './notifications.js';
import { OPEN_JOB, REMIND_JOB } from './notify.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** Assessment: 360-degree review cycles with questionnaires, weighted results, calibration and approval. */
export default definePlugin(manifest, {
  entities: [AssessmentQuestionnaire, AssessmentCycle, AssessmentParticipant, AssessmentRespondent, AssessmentNotice],
  migrations: [Assessment1795910580017],
  // What the UI may offer; the routes check the same rule on the server.
  abilities: (b, me) => {
    if (me.isAdmin || me.user.roles.includes(ASSESSMENT_ADMIN_ROLE)) b.can('manage', 'Assessment');
  },
  routes,
  notifications,
  jobs: { [OPEN_JOB]: open, [REMIND_JOB]: remind },
  seed,
});
