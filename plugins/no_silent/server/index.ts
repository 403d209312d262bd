import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { ViolMessage, ViolReport } from './entities.js';
import { NoSilent1795909558511 } from './migrations/1795909558511-no-silent.js';
import { notifications } from './notifications.js';
import { routes } from './routes.js';
import { seed } from './seed.js';
import { mayRead } from './services/access.js';

/** "Don't be silent": violation reports, anonymous or named, read and answered by the company's receivers. */
export default definePlugin(manifest, {
  entities: [ViolReport, ViolMessage],
  migrations: [NoSilent1795909558511],
  routes,
  notifications,
  // Attachments are downloaded by the report's readers only: its receivers and the author of a named report.
  fileAccess: async (ctx, owner) => {
    if (owner.type !== manifest.code) return false;
    const report = await ctx.db.repo(ViolReport).findOne({ id: owner.id });
    return !!report && (await mayRead(ctx, report));
  },
  seed,
});
