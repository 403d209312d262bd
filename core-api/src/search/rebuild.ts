import type { JobContext } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { Client } from '../clients/entity.js';
import { isFeatureOn } from '../rights/ability.js';
import { createClientDb } from '../db/client-db.js';
import { platformOf } from '../services/providers.js';
import { SearchEntry, SearchRebuild, SearchTrigram } from './entity.js';
import { reindexPeople } from './people.js';
import { removeClientWords } from './words.js';

/** The core job that rebuilds one client's index from scratch (maintenance task `reindex_search`). */
export const REINDEX_JOB = 'reindex_search';

/** Marks the client's rebuild queued and queues it; answers 1 (the maintenance task's count). */
export async function startRebuild(core: Core, clientId: string): Promise<number> {
  const repo = createClientDb(core.ds, clientId).repo(SearchRebuild);
  if (!(await repo.update({}, { state: 'queued', done: 0 }))) await repo.insert({ state: 'queued', done: 0 });
  await platformOf(core).jobs.service(clientId, 'core').now(REINDEX_JOB);
  return 1;
}

/**
 * Empties the client's index and has every part write its records again: the core its employees, then each
 * plugin on for the client through its `search.reindex` hook, in its own context. Progress is the records
 * written so far, stored every step for the client edit screen.
 */
export async function runRebuild(core: Core, ctx: JobContext): Promise<void> {
  const db = ctx.db;
  const state = db.repo(SearchRebuild);
  let done = 0;
  const progress = (base: number) => async (n: number) => {
    done = base + n;
    await state.update({}, { done });
  };
  await state.update({}, { state: 'running', done: 0 });
  try {
    // MariaDB's word index goes with the entries (words.ts); the index calls below write it again.
    if (core.ds.options.type === 'mysql' || core.ds.options.type === 'mariadb') await removeClientWords(db);
    await db.repo(SearchEntry).delete({});
    await db.repo(SearchTrigram).delete({});
    await reindexPeople(db, progress(0));
    const client = await core.ds.getRepository(Client).findOneByOrFail({ id: ctx.clientId });
    for (const p of core.plugins) {
      if (!p.search?.reindex || !isFeatureOn(client, p.code)) continue;
      const own = Object.assign(core.serviceContext(ctx.clientId, { pluginCode: p.code }), { clientId: ctx.clientId });
      await p.search.reindex(own, progress(done));
    }
    await state.update({}, { state: 'done', done });
  } catch (err) {
    core.log.error({ err, clientId: ctx.clientId }, 'search rebuild failed');
    await state.update({}, { state: 'failed' });
  }
}

/** The first start after the one search landed: every client without a rebuild row gets one, so existing records are found. */
export async function rebuildUnindexed(core: Core): Promise<void> {
  const clients = await core.ds.getRepository(Client).find({ select: { id: true } });
  const indexed = new Set((await core.ds.getRepository(SearchRebuild).find({ select: { clientId: true } })).map((r) => r.clientId));
  for (const c of clients) if (!indexed.has(c.id)) await startRebuild(core, c.id);
}
