import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { POLLS_ADMIN_ROLE } from '../shared/constants.js';
import { Poll, PollParticipant, PollQuestion, PollResult } from './entities/index.js';
import { Polls1732300000000 } from './migrations/1732300000000-polls.js';
import { notifications } from './notifications.js';
import { remind } from './jobs.js';
import { PollsSettings } from '../shared/settings.js';
import { pollCauses } from './rewards.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';
import { pollSearch } from './search.js';

/** Polls: surveys with several question kinds, opened, closed or anonymous. */
export default definePlugin(manifest, {
  entities: [Poll, PollQuestion, PollParticipant, PollResult],
  migrations: [Polls1732300000000],
  // What the UI may offer; the routes check the same rules on the server.
  abilities: (b, me) => {
    if (me.hasRight('polls')) b.can('create', 'Poll');
    if (me.isAdmin || me.user.roles.includes(POLLS_ADMIN_ROLE)) b.can('manage', 'Poll');
    else b.can('manage', 'Poll', { authorId: me.user.id });
  },
  routes,
  notifications,
  jobs: { remind },
  settings: PollsSettings,
  extends: [pollCauses],
  search: pollSearch,
  seed,
});
