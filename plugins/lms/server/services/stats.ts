import type { ServiceContext } from '@atrium/sdk/server';
import type { ServerForm } from '@atrium/sdk/shared';
import type { TestStat } from '../../shared/types.js';
import { Attempt, type TestRow } from '../entities/index.js';
import { cardsById, numOf } from './views.js';

/** Finished tries of one test per learner, in SQL. */
export async function tryStats(ctx: ServiceContext, test: TestRow): Promise<ServerForm<TestStat>> {
  const rows = await ctx.db
    .repo(Attempt)
    .qb('a')
    .select('a.userId', 'userId')
    .addSelect('COUNT(*)', 'tries')
    .addSelect('MAX(a.score)', 'best')
    .addSelect('AVG(a.score)', 'avg')
    .addSelect('SUM(CASE WHEN a.passed = :yes THEN 1 ELSE 0 END)', 'passes')
    .andWhere('a.testId = :test AND a.finishedAt IS NOT NULL', { test: test.id, yes: true })
    .groupBy('a.userId')
    .getRawMany<{ userId: string; tries: unknown; best: unknown; avg: unknown; passes: unknown }>();
  const cards = await cardsById(
    ctx,
    rows.map((r) => r.userId),
  );
  const users = rows.map((r) => ({
    userId: r.userId,
    user: cards.get(r.userId) ?? null,
    tries: Number(r.tries),
    bestScore: numOf(r.best),
    avgScore: numOf(r.avg),
    passed: Number(r.passes) > 0,
  }));
  const tries = users.reduce((s, u) => s + u.tries, 0);
  const sum = rows.reduce((s, r) => s + Number(r.avg) * Number(r.tries), 0);
  return { tries, passed: users.filter((u) => u.passed).length, avgScore: tries ? Math.round(sum / tries) : null, users };
}
