import type { JobContext } from '@atrium/sdk/server';
import { AdaptTrack, AdaptUserTrack } from './entities/index.js';
import { openDue } from './services/adaptations.js';

export const OPEN_JOB = 'open';
/** Adaptations read per query: a daily job works through any number of them in pages. */
const PAGE = 200;

/** Daily: opens the steps whose day came in every active, unfinished adaptation of a running track (see `openDue`). */
export async function openSteps(ctx: JobContext): Promise<void> {
  const tracks = new Map((await ctx.db.repo(AdaptTrack).find({ where: { state: 'running' } })).map((t) => [t.id, t]));
  if (!tracks.size) return;
  for (let skip = 0; ; skip += PAGE) {
    const rows = await ctx.db
      .repo(AdaptUserTrack)
      .qb('u')
      .andWhere('u.end IS NULL AND u.active = :active', { active: true })
      .orderBy('u.id', 'ASC')
      .skip(skip)
      .take(PAGE)
      .getMany();
    for (const row of rows) {
      const track = tracks.get(row.trackId);
      if (track) await openDue(ctx, track, row);
    }
    if (rows.length < PAGE) return;
  }
}
