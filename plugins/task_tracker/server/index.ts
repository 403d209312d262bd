import { definePlugin } from '@atrium/sdk/server';
import { commentParents } from '@atrium/plugin-wall/shared/extension-points.js';
import { manifest } from '../shared/manifest.js';
import { TASK_COMMENTS, TASK_MODEL } from '../shared/constants.js';
import { entities, Task } from './entities/index.js';
import { TaskTracker1795465986581 } from './migrations/1795465986581-task_tracker.js';
import { TaskTrackerComments1795465986582 } from './migrations/1795465986582-task_tracker-comments.js';
import { routes } from './routes/index.js';
import { live } from './live.js';
import { fileAccess } from './files.js';
import { seed } from './seed.js';
import { taskComments } from './comments.js';
import { taskSearch } from './search.js';

/** Task tracker: desks with lanes of tasks, live for everyone on a desk. */
export default definePlugin(manifest, {
  entities,
  migrations: [TaskTracker1795465986581, TaskTrackerComments1795465986582],
  abilities: (b, me) => {
    if (me.hasRight('desk_add')) b.can('create', 'TaskTrackerDesk');
  },
  routes,
  realtime: live,
  fileAccess,
  // A tag attached through the core's own call (`PUT api/tag/attach/to/task/{id}`) must name a task that exists.
  taggable: { [TASK_MODEL]: Task },
  extends: [commentParents.register({ [TASK_COMMENTS]: taskComments })],
  seed,
  search: taskSearch,
});
