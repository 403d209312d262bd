import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { ZscaffoldFggbeaItem } from './entities/item.js';
import { ZscaffoldFggbea1900000000000 } from './migrations/1900000000000-zscaffold-fggbea.js';
import { routes } from './routes/index.js';

/** Zscaffold fggbea: the manifest (shared/manifest.ts) and the server half. */
export default definePlugin(manifest, {
  entities: [ZscaffoldFggbeaItem],
  migrations: [ZscaffoldFggbea1900000000000],
  routes,
  /** Demo data for one client (the demo workspace and the isolation suite call it). */
  seed: async (ctx) => {
    const author = ctx.users[0];
    if (!author) return;
    await ctx.db.repo(ZscaffoldFggbeaItem).insertMany([
      { name: 'First item', description: 'Created by the seed', authorId: author.id },
      { name: 'Second item', description: '', authorId: author.id },
    ]);
  },
});
