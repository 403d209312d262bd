import type { RouteBuilder } from '@atrium/sdk/server';
import { lmsRoutes } from '../../shared/routes.js';
import { Course, Lesson, Member } from '../entities/index.js';
import { mustManage, readableCourse } from '../services/access.js';
import { reopenLearned } from '../services/progress.js';
import { createLesson, removeLesson, updateLesson } from '../services/content.js';
import { cardsById, lessonView } from '../services/views.js';

/** Lesson calls: the generic `api/lessons[/{id}]` and the lesson's statistics. */
export function lessonRoutes(r: RouteBuilder) {
  r.route(lmsRoutes.lesson, { summary: 'One lesson: rich text, video and files' }, async (ctx) => {
    const lesson = await ctx.db.repo(Lesson).get(ctx.params.id);
    await readableCourse(ctx, lesson.courseId);
    return lessonView(lesson);
  });

  r.route(
    lmsRoutes.createLesson,
    { summary: 'Add a lesson to a course (video and files uploaded first); its learned learners are in progress again' },
    async (ctx) => {
      await mustManage(ctx);
      await ctx.db.repo(Course).get(ctx.body.course);
      const lesson = await createLesson(ctx, ctx.body);
      await reopenLearned(ctx, lesson.courseId);
      return lessonView(lesson);
    },
  );

  r.route(lmsRoutes.updateLesson, { summary: 'Change a lesson; fields left out keep their values' }, async (ctx) => {
    await mustManage(ctx);
    return lessonView(await updateLesson(ctx, ctx.params.id, ctx.body));
  });

  r.route(lmsRoutes.removeLesson, { summary: 'Delete a lesson, letting go of its files' }, async (ctx) => {
    await mustManage(ctx);
    return { id: (await removeLesson(ctx, ctx.params.id)).id };
  });

  r.route(lmsRoutes.lessonStat, { summary: "Who of the course's learners marked the lesson learned (course admins)" }, async (ctx) => {
    await mustManage(ctx);
    const lesson = await ctx.db.repo(Lesson).get(ctx.params.id);
    const { page, limit } = ctx.query;
    // `lessonsDone` is a JSON list of ids: a quoted id inside it marks the lesson learned (ids hold no LIKE wildcards).
    const [found, learned] = await Promise.all([
      ctx.db.repo(Member).page({ where: { courseId: lesson.courseId }, order: { createdAt: 'ASC', id: 'ASC' }, page, limit }),
      ctx.db
        .repo(Member)
        .qb('m')
        .andWhere('m.courseId = :course AND m.lessonsDone LIKE :id', { course: lesson.courseId, id: `%"${lesson.id}"%` })
        .getCount(),
    ]);
    const cards = await cardsById(
      ctx,
      found.result.map((m) => m.userId),
    );
    const users = found.result.map((m) => ({
      userId: m.userId,
      user: cards.get(m.userId) ?? null,
      learned: m.lessonsDone.includes(lesson.id),
    }));
    return { members: found.total, learned, users: { ...found, result: users } };
  });
}
