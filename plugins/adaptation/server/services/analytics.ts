import type { ServerAnswer, ServiceContext } from '@atrium/sdk/server';
import type { TrackAnalytics } from '../../shared/types.js';
import { AdaptUserTrack, type AdaptTrackRow, type AdaptUserTrackRow } from '../entities/index.js';
import { adaptationView, dayOf, namesOf, stepsOf } from './journey.js';

/** Steps whose day is before today and that the newcomer has not finished (deleted ones left out). */
function overdueOf(track: AdaptTrackRow, row: AdaptUserTrackRow, today: Date) {
  const done = new Set(row.finished.map((f) => f.step));
  return stepsOf(track, row).filter((s) => !done.has(s.id) && dayOf(row.start, s.delay) < today).length;
}

/**
 * A track's figures, counted and paged in the database: its adaptations by state in one grouped query,
 * and one page of those in progress (unfinished, active, started), the longest-running first.
 */
export async function trackAnalytics(
  ctx: ServiceContext,
  track: AdaptTrackRow,
  { page, limit }: { page: number; limit: number },
): Promise<ServerAnswer<TrackAnalytics>> {
  const now = new Date();
  const repo = ctx.db.repo(AdaptUserTrack);
  const params = { trackId: track.id, now, yes: true };
  const counts = await repo
    .qb('u')
    .select('SUM(CASE WHEN u.end IS NOT NULL THEN 1 ELSE 0 END)', 'finished')
    .addSelect('SUM(CASE WHEN u.end IS NULL AND u.active <> :yes THEN 1 ELSE 0 END)', 'paused')
    .addSelect('SUM(CASE WHEN u.end IS NULL AND u.active = :yes AND u.start > :now THEN 1 ELSE 0 END)', 'waiting')
    .addSelect('SUM(CASE WHEN u.end IS NULL AND u.active = :yes AND u.start <= :now THEN 1 ELSE 0 END)', 'running')
    .andWhere('u.trackId = :trackId', params)
    .setParameters(params)
    .getRawOne<Record<'finished' | 'paused' | 'waiting' | 'running', number | string | null>>();
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  const running = repo
    .qb('u')
    .andWhere('u.trackId = :trackId AND u.end IS NULL AND u.active = :yes AND u.start <= :now', params)
    .orderBy('u.start', 'ASC')
    .addOrderBy('u.id', 'ASC');
  const [rows, total] = await running
    .skip((page - 1) * limit)
    .take(limit)
    .getManyAndCount();
  const names = await namesOf(ctx, rows);
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return {
    states: { waiting: n(counts?.waiting), running: n(counts?.running), paused: n(counts?.paused), finished: n(counts?.finished) },
    overdue: {
      result: rows.map((row) => ({ ...adaptationView(row, track, names), overdue: overdueOf(track, row, today) })),
      page,
      limit,
      total,
    },
  };
}
