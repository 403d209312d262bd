import { In, IsNull, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import type { ServerForm } from '@atrium/sdk/shared';
import { MEMBER_STATUSES, RULES, type MemberStatus } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import type { Progress } from '../../shared/types.js';
import { Attempt, Course, Lesson, Member, type CourseRow } from '../entities/index.js';
import { lessonItems, testItems } from '../services/outline.js';
import { mustBeSelfOrManager, mustSeeTeamOf, readableCourse } from '../services/access.js';
import { refreshStatus } from '../services/progress.js';
import { cardsById, numOf } from '../services/views.js';

/** One learner's progress on a course: lessons learned, and per test tries, best score, passed and the open try. */
async function progressOf(ctx: UserContext, course: CourseRow, userId: string): Promise<ServerForm<Progress>> {
  const [member, lessons, tests, tries, open] = await Promise.all([
    ctx.db.repo(Member).findOne({ courseId: course.id, userId }),
    lessonItems(ctx, course.id),
    testItems(ctx, course.id),
    ctx.db
      .repo(Attempt)
      .qb('a')
      .select('a.testId', 'testId')
      .addSelect('COUNT(*)', 'tries')
      .addSelect('MAX(a.score)', 'best')
      .addSelect('SUM(CASE WHEN a.passed = :yes THEN 1 ELSE 0 END)', 'passes')
      .andWhere('a.courseId = :course AND a.userId = :user AND a.finishedAt IS NOT NULL', { course: course.id, user: userId, yes: true })
      .groupBy('a.testId')
      .getRawMany<{ testId: string; tries: unknown; best: unknown; passes: unknown }>(),
    ctx.db.repo(Attempt).find({ where: { courseId: course.id, userId, finishedAt: IsNull() } }),
  ]);
  const done = new Set(member?.lessonsDone ?? []);
  const byTest = new Map(tries.map((t) => [t.testId, t]));
  const openBy = new Map(open.map((a) => [a.testId, a.id]));
  return {
    course: course.id,
    user: userId,
    status: member?.status ?? 'not_started',
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, learned: done.has(l.id) })),
    tests: tests.map((t) => {
      const s = byTest.get(t.id);
      return {
        id: t.id,
        title: t.title,
        tries: Number(s?.tries ?? 0),
        bestScore: numOf(s?.best),
        passed: Number(s?.passes ?? 0) > 0,
        open: openBy.get(t.id) ?? null,
      };
    }),
  };
}

/** Progress calls (spec features §7): a learner's progress, marking a lesson learned, a chief's dashboard. */
export function progressRoutes(r: RouteBuilder) {
  r.route(lmsRoutes.progress, { summary: "A learner's progress on a course (one's own, or anyone's for course admins)" }, async (ctx) => {
    await mustBeSelfOrManager(ctx, ctx.params.user);
    return progressOf(ctx, await readableCourse(ctx, ctx.params.course), ctx.params.user);
  });

  r.route(
    lmsRoutes.learn,
    { summary: 'Mark a lesson learned by the caller; the course is learned once every lesson and test is' },
    async (ctx) => {
      const lesson = await ctx.db.repo(Lesson).get(ctx.body.lesson);
      const course = await readableCourse(ctx, lesson.courseId);
      if (course.status === 'archived') throw RULES.courseArchived.conflict();
      const userId = ctx.me.user.id;
      await ctx.db.repo(Member).insertOnce({ courseId: course.id, userId, status: 'not_started', lessonsDone: [] });
      const member = (await ctx.db.repo(Member).findOne({ courseId: course.id, userId }))!;
      if (!member.lessonsDone.includes(lesson.id))
        await ctx.db.repo(Member).update({ id: member.id }, { lessonsDone: [...member.lessonsDone, lesson.id] });
      await refreshStatus(ctx, course.id, userId);
      return progressOf(ctx, course, userId);
    },
  );

  r.route(
    lmsRoutes.dashboard,
    { summary: "The course statuses of a chief's team (the chief, a chief above them, admins and lms_admin; else 403)" },
    async (ctx) => {
      await mustSeeTeamOf(ctx, ctx.params.id);
      const team = await ctx.org.subordinatesOf(ctx.params.id, { deep: true });
      const members = team.length ? await ctx.db.repo(Member).find({ where: { userId: In(team) }, order: { createdAt: 'ASC' } }) : [];
      const courseIds = [...new Set(members.map((m) => m.courseId))];
      const [courses, cards] = await Promise.all([
        courseIds.length ? ctx.db.repo(Course).find({ where: { id: In(courseIds) } }) : [],
        cardsById(
          ctx,
          members.map((m) => m.userId),
        ),
      ]);
      const title = new Map(courses.map((c) => [c.id, c.title]));
      const rows = members.filter((m) => title.has(m.courseId));
      const counts = Object.fromEntries(MEMBER_STATUSES.map((s) => [s, rows.filter((m) => m.status === s).length])) as Record<
        MemberStatus,
        number
      >;
      return {
        counts,
        members: rows.map((m) => ({
          userId: m.userId,
          user: cards.get(m.userId) ?? null,
          courseId: m.courseId,
          courseTitle: title.get(m.courseId)!,
          status: m.status,
        })),
      };
    },
  );
}
