import { In, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import { Course, Member, type CourseRow } from '../entities/index.js';
import { lessonItems, testItems } from '../services/outline.js';
import { analytics, memberViews } from '../services/analytics.js';
import { canManage, mustBeSelfOrManager, mustManage, readableCourse } from '../services/access.js';
import { coverOf, removeCourse, swapCover, updateCourse } from '../services/content.js';
import { indexCourse } from '../search.js';
import { courseItem } from '../services/views.js';

/** A course with its lessons and tests in order, and the caller's own status on it. */
async function courseView(ctx: UserContext, course: CourseRow) {
  const [lessons, tests, me, manage] = await Promise.all([
    lessonItems(ctx, course.id),
    testItems(ctx, course.id),
    ctx.db.repo(Member).findOne({ courseId: course.id, userId: ctx.me.user.id }),
    canManage(ctx),
  ]);
  return {
    ...courseItem(course, me?.status ?? null),
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, sort: l.sort })),
    tests: tests.map((t) => ({ id: t.id, title: t.title, sort: t.sort, timeLimit: t.timeLimit, passMark: t.passMark })),
    canManage: manage,
  };
}

/** Course calls: the generic `api/courses[/{id}]`, members and analytics (spec features §7). */
export function courseRoutes(r: RouteBuilder) {
  r.route(
    lmsRoutes.courses,
    { summary: 'Courses by newest: all the caller may see (scope all), made by them (mine) or appointed to them (learning)' },
    async (ctx) => {
      const { page, limit, scope, filter } = ctx.query;
      const q = ctx.db.repo(Course).qb('c').orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC');
      if (filter) q.andWhere('LOWER(c.title) LIKE :f', { f: `%${filter.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` });
      const me = ctx.me.user.id;
      const mine = `c.id IN (${q.sub(Member, 'm', (m) => m.select('m.courseId').andWhere('m.userId = :me'))})`;
      if (scope === 'mine') q.andWhere('c.authorId = :me', { me });
      else if (scope === 'learning') q.andWhere(mine, { me });
      else if (!(await canManage(ctx)))
        q.andWhere(`(c.status = :published OR (c.status = :appointed AND ${mine}))`, {
          published: 'published',
          appointed: 'appointed',
          me,
        });
      const [rows, total] = await q
        .skip((page - 1) * limit)
        .take(limit)
        .getManyAndCount();
      const statuses = rows.length ? await ctx.db.repo(Member).find({ where: { userId: me, courseId: In(rows.map((c) => c.id)) } }) : [];
      const status = new Map(statuses.map((m) => [m.courseId, m.status]));
      return { result: rows.map((c) => courseItem(c, status.get(c.id) ?? null)), page, limit, total };
    },
  );

  r.route(lmsRoutes.course, { summary: 'One course with its lessons and tests' }, async (ctx) =>
    courseView(ctx, await readableCourse(ctx, ctx.params.id)),
  );

  r.route(lmsRoutes.createCourse, { summary: 'Add a course (course admins)' }, async (ctx) => {
    await mustManage(ctx);
    const cover = await coverOf(ctx, ctx.body.cover);
    const row = await ctx.db.repo(Course).insert({ ...ctx.body, cover: cover ?? null, authorId: ctx.me.user.id });
    await swapCover(ctx, { ...row, cover: null }, cover);
    await indexCourse(ctx, row);
    return courseView(ctx, row);
  });

  r.route(lmsRoutes.updateCourse, { summary: 'Change a course; fields left out keep their values' }, async (ctx) => {
    await mustManage(ctx);
    return courseView(ctx, await updateCourse(ctx, await ctx.db.repo(Course).get(ctx.params.id), ctx.body));
  });

  r.route(lmsRoutes.removeCourse, { summary: 'Delete a course with its lessons, tests, learners and tries' }, async (ctx) => {
    await mustManage(ctx);
    const course = await ctx.db.repo(Course).get(ctx.params.id);
    await removeCourse(ctx, course);
    return { id: course.id };
  });

  r.route(
    lmsRoutes.members,
    { summary: "A course's learners with position, department, scores, last try and status (course admins)" },
    async (ctx) => {
      await mustManage(ctx);
      const course = await ctx.db.repo(Course).get(ctx.params.id);
      const { page, limit } = ctx.query;
      const found = await ctx.db.repo(Member).page({ where: { courseId: course.id }, order: { createdAt: 'ASC', id: 'ASC' }, page, limit });
      return { ...found, result: await memberViews(ctx, course.id, found.result) };
    },
  );

  r.route(
    lmsRoutes.addMembers,
    { summary: 'Appoint the course to employees (`empl`): each new learner is notified; a draft becomes appointed' },
    async (ctx) => {
      await mustManage(ctx);
      const course = await ctx.db.repo(Course).get(ctx.params.id);
      if (course.status === 'archived') throw RULES.courseArchived.conflict();
      const cards = await ctx.employees.cards(ctx.body.empl);
      const known = new Set(cards.filter((c) => !c.deleted).map((c) => c.id));
      const unknown = ctx.body.empl.filter((id) => !known.has(id));
      if (unknown.length) throw RULES.notMember.badRequest([{ path: 'empl', message: 'unknown employees', ids: unknown }]);
      const added = await ctx.db
        .repo(Member)
        .insertManyOnce([...known].map((userId) => ({ courseId: course.id, userId, status: 'not_started' as const, lessonsDone: [] })));
      if (course.status === 'draft') await ctx.db.repo(Course).update({ id: course.id }, { status: 'appointed' });
      if (added.length)
        await ctx.notify(
          added.map((m) => m.userId),
          { name: 'course.appointed', section: 'lms', vars: { title: course.title }, link: `/courses/${course.id}` },
        );
      return { added: added.length };
    },
  );

  r.route(
    lmsRoutes.analytics,
    {
      summary:
        'A page of learners and courses: average and best score, tries, first try, first pass; per course a summary (one user with user_id)',
    },
    async (ctx) => {
      if (ctx.params.client !== ctx.me.client?.id) throw RULES.noAccess.notFound();
      if (ctx.query.user_id) await mustBeSelfOrManager(ctx, ctx.query.user_id);
      else await mustManage(ctx);
      const { user_id: userId, page, limit } = ctx.query;
      return analytics(ctx, { userId, page, limit });
    },
  );
}
