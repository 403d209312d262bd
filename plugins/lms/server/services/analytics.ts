import { In, type ServiceContext } from '@atrium/sdk/server';
import type { ServerForm } from '@atrium/sdk/shared';
import type { MemberStatus } from '../../shared/constants.js';
import type { Analytics, MemberView } from '../../shared/types.js';
import { Attempt, Course, Member, type MemberRow } from '../entities/index.js';
import { cardsById, isoOf, numOf } from './views.js';

interface TryAggregate {
  userId: string;
  courseId: string;
  avgScore: unknown;
  bestScore: unknown;
  tries: unknown;
  dateStart: unknown;
  dateFirst: unknown;
}

/**
 * Finished tries per learner and course, in SQL: average and best score, tries, the first try and the first
 * pass. `users` and `courses` narrow it (undefined: all).
 */
export async function tryAggregates(ctx: ServiceContext, by: { users?: string[]; courses?: string[] }): Promise<TryAggregate[]> {
  const q = ctx.db
    .repo(Attempt)
    .qb('a')
    .select('a.userId', 'userId')
    .addSelect('a.courseId', 'courseId')
    .addSelect('AVG(a.score)', 'avgScore')
    .addSelect('MAX(a.score)', 'bestScore')
    .addSelect('COUNT(*)', 'tries')
    .addSelect('MIN(a.createdAt)', 'dateStart')
    .addSelect('MIN(CASE WHEN a.passed = :yes THEN a.finishedAt END)', 'dateFirst')
    .andWhere('a.finishedAt IS NOT NULL')
    .setParameter('yes', true)
    .groupBy('a.userId')
    .addGroupBy('a.courseId');
  if (by.users) q.andWhere(by.users.length ? 'a.userId IN (:...users)' : '1 = 0', { users: by.users });
  if (by.courses) q.andWhere(by.courses.length ? 'a.courseId IN (:...courses)' : '1 = 0', { courses: by.courses });
  return q.getRawMany<TryAggregate>();
}

/**
 * Per course, in SQL: learners, how many learned, finished tries and their average score (of one user's
 * appointments when given).
 */
async function courseSummary(ctx: ServiceContext, userId?: string): Promise<ServerForm<Analytics>['courses']> {
  const members = ctx.db
    .repo(Member)
    .qb('m')
    .select('m.courseId', 'courseId')
    .addSelect('COUNT(*)', 'members')
    .addSelect('SUM(CASE WHEN m.status = :learned THEN 1 ELSE 0 END)', 'learned')
    .setParameter('learned', 'learned')
    .groupBy('m.courseId');
  const tries = ctx.db
    .repo(Attempt)
    .qb('a')
    .select('a.courseId', 'courseId')
    .addSelect('COUNT(*)', 'tries')
    .addSelect('AVG(a.score)', 'avgScore')
    .andWhere('a.finishedAt IS NOT NULL')
    .groupBy('a.courseId');
  if (userId) {
    members.andWhere('m.userId = :user', { user: userId });
    tries.andWhere('a.userId = :user', { user: userId });
  }
  const [counts, scores] = await Promise.all([
    members.getRawMany<{ courseId: string; members: unknown; learned: unknown }>(),
    tries.getRawMany<{ courseId: string; tries: unknown; avgScore: unknown }>(),
  ]);
  const courses = counts.length
    ? await ctx.db.repo(Course).find({ where: { id: In(counts.map((c) => c.courseId)) }, order: { title: 'ASC' } })
    : [];
  const count = new Map(counts.map((c) => [c.courseId, c]));
  const score = new Map(scores.map((c) => [c.courseId, c]));
  return courses.map((c) => ({
    courseId: c.id,
    courseTitle: c.title,
    members: Number(count.get(c.id)!.members),
    learned: Number(count.get(c.id)!.learned),
    avgScore: numOf(score.get(c.id)?.avgScore),
    tries: Number(score.get(c.id)?.tries ?? 0),
  }));
}

/**
 * The analytics of learners (one user's when given): a page of appointments (oldest first) with their tries
 * aggregated in SQL, and the per-course summary over all of them.
 */
export async function analytics(
  ctx: ServiceContext,
  query: { userId?: string; page: number; limit: number },
): Promise<ServerForm<Analytics>> {
  const { userId, page, limit } = query;
  const found = await ctx.db.repo(Member).page({ where: userId ? { userId } : {}, order: { createdAt: 'ASC', id: 'ASC' }, page, limit });
  const members = found.result;
  const courseIds = [...new Set(members.map((m) => m.courseId))];
  const users = [...new Set(members.map((m) => m.userId))];
  const [courses, tries, cards, summary] = await Promise.all([
    courseIds.length ? ctx.db.repo(Course).find({ where: { id: In(courseIds) } }) : [],
    tryAggregates(ctx, { users, courses: courseIds }),
    cardsById(ctx, users),
    courseSummary(ctx, userId),
  ]);
  const title = new Map(courses.map((c) => [c.id, c.title]));
  const agg = new Map(tries.map((t) => [`${t.userId}:${t.courseId}`, t]));
  const rows = members.map((m) => {
    const t = agg.get(`${m.userId}:${m.courseId}`);
    return {
      userId: m.userId,
      user: cards.get(m.userId) ?? null,
      courseId: m.courseId,
      // A learner's row goes with its course (deleted together), so the title is always there.
      courseTitle: title.get(m.courseId) ?? '',
      avgScore: numOf(t?.avgScore),
      bestScore: numOf(t?.bestScore),
      tries: Number(t?.tries ?? 0),
      dateStart: isoOf(t?.dateStart) ?? (m.startedAt ? m.startedAt.toISOString() : null),
      dateFirst: isoOf(t?.dateFirst),
      status: m.status,
    };
  });
  return { rows: { ...found, result: rows }, courses: summary };
}

/** A page of a course's learners with card, average and total score (best per test, summed) and last try. */
export async function memberViews(ctx: ServiceContext, courseId: string, members: MemberRow[]): Promise<ServerForm<MemberView>[]> {
  const users = members.map((m) => m.userId);
  const [cards, perTest] = await Promise.all([
    cardsById(ctx, users),
    users.length
      ? ctx.db
          .repo(Attempt)
          .qb('a')
          .select('a.userId', 'userId')
          .addSelect('a.testId', 'testId')
          .addSelect('SUM(a.score)', 'sum')
          .addSelect('COUNT(*)', 'tries')
          .addSelect('MAX(a.score)', 'best')
          .addSelect('MAX(a.finishedAt)', 'last')
          .andWhere('a.courseId = :courseId AND a.finishedAt IS NOT NULL AND a.userId IN (:...users)', { courseId, users })
          .groupBy('a.userId')
          .addGroupBy('a.testId')
          .getRawMany<{ userId: string; sum: unknown; tries: unknown; best: unknown; last: unknown }>()
      : [],
  ]);
  return members.map((m) => {
    const own = perTest.filter((p) => p.userId === m.userId);
    const tries = own.reduce((s, p) => s + Number(p.tries), 0);
    const last =
      own
        .map((p) => isoOf(p.last))
        .sort()
        .at(-1) ?? null;
    const card = cards.get(m.userId) ?? null;
    return {
      user: card,
      userId: m.userId,
      position: card?.position ?? null,
      departmentId: card?.departmentId ?? null,
      avgScore: tries ? Math.round(own.reduce((s, p) => s + Number(p.sum), 0) / tries) : null,
      totalScore: own.reduce((s, p) => s + (numOf(p.best) ?? 0), 0),
      lastTry: last,
      status: m.status as MemberStatus,
    };
  });
}
