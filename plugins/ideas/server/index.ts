import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { Idea, IdeaVote } from './entities/index.js';
import { Ideas1795909032228 } from './migrations/1795909032228-ideas.js';
import { notifications } from './notifications.js';
import { ideaCauses } from './rewards.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** The idea box: employees send and support ideas; the company's receivers move them to a decision. */
export default definePlugin(manifest, {
  entities: [Idea, IdeaVote],
  migrations: [Ideas1795909032228],
  routes,
  notifications,
  extends: [ideaCauses],
  seed,
});
