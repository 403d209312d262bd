import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { MoodSettings } from '../shared/settings.js';
import { MoodEntry, MoodParticipant } from './entities/index.js';
import { Mood1795909029304 } from './migrations/1795909029304-mood.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** The mood meter: a rating from 1 to 10 once a week or two, and average moods by department for admins. */
export default definePlugin(manifest, {
  entities: [MoodEntry, MoodParticipant],
  migrations: [Mood1795909029304],
  settings: MoodSettings,
  routes,
  seed,
});
