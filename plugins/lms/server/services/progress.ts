import type { ServiceContext } from '@atrium/sdk/server';
import type { MemberStatus } from '../../shared/constants.js';
import { Attempt, Member } from '../entities/index.js';
import { lessonItems, testItems } from './outline.js';

/**
 * Recomputes a learner's status from what they did: learned when every lesson is marked learned and every
 * test passed, in progress once they did anything, else not started. A course appointed to nobody keeps none.
 */
export async function refreshStatus(ctx: ServiceContext, courseId: string, userId: string): Promise<MemberStatus | null> {
  const member = await ctx.db.repo(Member).findOne({ courseId, userId });
  if (!member) return null;
  const [lessons, tests, passed, tries] = await Promise.all([
    lessonItems(ctx, courseId),
    testItems(ctx, courseId),
    ctx.db
      .repo(Attempt)
      .qb('a')
      .select('DISTINCT a.testId', 'testId')
      .andWhere('a.courseId = :courseId AND a.userId = :userId AND a.passed = :yes', { courseId, userId, yes: true })
      .getRawMany<{ testId: string }>(),
    ctx.db.repo(Attempt).count({ courseId, userId }),
  ]);
  const done = new Set(member.lessonsDone);
  const passedIds = new Set(passed.map((p) => p.testId));
  const learned = lessons.every((l) => done.has(l.id)) && tests.every((t) => passedIds.has(t.id)) && lessons.length + tests.length > 0;
  const status: MemberStatus = learned ? 'learned' : done.size > 0 || tries > 0 ? 'in_progress' : 'not_started';
  if (status !== member.status || (status !== 'not_started' && !member.startedAt)) {
    await ctx.db.repo(Member).update(
      { id: member.id },
      {
        status,
        startedAt: member.startedAt ?? (status === 'not_started' ? null : new Date()),
        learnedAt: status === 'learned' ? (member.learnedAt ?? new Date()) : null,
      },
    );
  }
  return status;
}

/**
 * A course that gains a lesson or a test is no longer learned by anyone: its learned learners are in progress
 * again (they did something, so never back to not started), in one update.
 */
export async function reopenLearned(ctx: ServiceContext, courseId: string): Promise<void> {
  await ctx.db.repo(Member).update({ courseId, status: 'learned' }, { status: 'in_progress', learnedAt: null });
}
