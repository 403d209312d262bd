import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import { __PASCAL__Item } from './entities/item.js';
import { __PASCAL____TS__ } from './migrations/__TS__-__CODE__.js';
import { routes } from './routes/index.js';

/** __TITLE__: the manifest (shared/manifest.ts) and the server half. */
export default definePlugin(manifest, {
  entities: [__PASCAL__Item],
  migrations: [__PASCAL____TS__],
  routes,
  /** Demo data for one client (the demo workspace and the isolation suite call it). */
  seed: async (ctx) => {
    const author = ctx.users[0];
    if (!author) return;
    await ctx.db.repo(__PASCAL__Item).insertMany([
      { name: 'First item', description: 'Created by the seed', authorId: author.id },
      { name: 'Second item', description: '', authorId: author.id },
    ]);
  },
});
