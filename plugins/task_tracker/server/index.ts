import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { TASK_COMMENTS } from '../shared/constants.js';
import { entities } from './entities/index.js';
import { TaskTracker1795465986581 } from './migrations/1795465986581-task_tracker.js';
import { TaskTrackerComments1795465986582 } from './migrations/1795465986582-task_tracker-comments.js';
import { routes } from './routes/index.js';
import { live } from './live.js';
import { fileAccess } from './files.js';
import { seed } from './seed.js';
import { taskComments } from './comments.js';

/** Task tracker: boards (desks) with lanes of task cards, live for everyone on a board. */
export default definePlugin(manifest, {
  entities,
  migrations: [TaskTracker1795465986581, TaskTrackerComments1795465986582],
  abilities: (b, me) => {
    if (me.hasRight('desk_add')) b.can('create', 'TaskTrackerDesk');
  },
  routes,
  realtime: live,
  fileAccess,
  commentParents: { [TASK_COMMENTS]: taskComments },
  seed,
});
