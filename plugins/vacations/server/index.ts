import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { Vacation } from './entities/index.js';
import { Vacations1732200106600 } from './migrations/1732200106600-vacations.js';
import { notifications } from './notifications.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** Vacations: planned vacations counted in working days against the profile's balance, approval and the team chart. */
export default definePlugin(manifest, {
  entities: [Vacation],
  migrations: [Vacations1732200106600],
  routes,
  notifications,
  seed,
});
