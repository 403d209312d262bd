import { definePlugin } from '@atrium/sdk/server';
import { LMS_ADMIN_ROLE } from '../shared/constants.js';
import { manifest } from '../shared/manifest.js';
import { Attempt, Course, CourseAdmin, Lesson, Member, Test } from './entities/index.js';
import { fileAccess } from './files.js';
import { Lms1795910089360 } from './migrations/1795910089360-lms.js';
import { notifications } from './notifications.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';
import { lmsSearch } from './search.js';
import { CLOSE_JOB, closeJob } from './services/attempts.js';

/** Learning: courses with lessons and timed tests, learners' progress and analytics. */
export default definePlugin(manifest, {
  entities: [Course, Lesson, Test, Member, Attempt, CourseAdmin],
  migrations: [Lms1795910089360],
  // What the UI may offer; the routes check the same rule (with the course admins of the settings) on the server.
  abilities: (b, me) => {
    if (me.isAdmin || me.user.roles.includes(LMS_ADMIN_ROLE)) b.can('manage', 'LmsCourse');
  },
  routes,
  notifications,
  fileAccess,
  search: lmsSearch,
  jobs: { [CLOSE_JOB]: closeJob },
  seed,
});
