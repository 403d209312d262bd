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

/** The analytics of learners (one user's when given): a row per appointment, and a summary per course. */
export async function analytics(ctx: ServiceContext, userId?: string): Promise<ServerForm<Analytics>> {
  const members = await ctx.db.repo(Member).find({ where: userId ? { userId } : {}, order: { createdAt: 'ASC' } });
  const courseIds = [...new Set(members.map((m) => m.courseId))];
  const [courses, tries, cards] = await Promise.all([
    courseIds.length ? ctx.db.repo(Course).find({ where: { id: In(courseIds) } }) : [],
    tryAggregates(ctx, { users: userId ? [userId] : undefined }),
    cardsById(
      ctx,
      members.map((m) => m.userId),
    ),
  ]);
  const title = new Map(courses.map((c) => [c.id, c.title]));
  const agg = new Map(tries.map((t) => [`${t.userId}:${t.courseId}`, t]));
  const rows = members
    .filter((m) => title.has(m.courseId))
    .map((m) => {
      const t = agg.get(`${m.userId}:${m.courseId}`);
      return {
        userId: m.userId,
        user: cards.get(m.userId) ?? null,
        courseId: m.courseId,
        courseTitle: title.get(m.courseId)!,
        avgScore: numOf(t?.avgScore),
        bestScore: numOf(t?.bestScore),
        tries: Number(t?.tries ?? 0),
        dateStart: isoOf(t?.dateStart) ?? (m.startedAt ? m.startedAt.toISOString() : null),
        dateFirst: isoOf(t?.dateFirst),
        status: m.status,
      };
    });
  const summary = courses.map((c) => {
    const own = rows.filter((r) => r.courseId === c.id);
    const tried = own.filter((r) => r.tries > 0);
    const totalTries = tried.reduce((s, r) => s + r.tries, 0);
    const weighted = tried.reduce((s, r) => s + (r.avgScore ?? 0) * r.tries, 0);
    return {
      courseId: c.id,
      courseTitle: c.title,
      members: own.length,
      learned: own.filter((r) => r.status === 'learned').length,
      avgScore: totalTries ? Math.round(weighted / totalTries) : null,
      tries: totalTries,
    };
  });
  return { rows, courses: summary };
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
