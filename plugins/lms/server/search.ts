import {
  reindexRows,
  type ObjectLiteral,
  type PluginSearch,
  type QueryBuilder,
  type SearchRefs,
  type ServiceContext,
} from '@atrium/sdk/server';
import { plainText } from '@atrium/sdk/shared';
import { LMS_ADMIN_ROLE } from '../shared/constants.js';
import { Course, CourseAdmin, Lesson, Member, Test, type CourseRow, type LessonRow, type TestRow } from './entities/index.js';

/**
 * Courses, lessons and tests in the one search, found by those who may open their course (`readableCourse`):
 * its managers (admins, `lms_admin`, the course admins of the settings) every one; others a published course,
 * or one appointed to them that is no draft. The rule reads the course's status and learners at search time,
 * so appointing or publishing needs no indexing. A test is found by its title and description, never its questions.
 */
const COURSE = 'course';
const LESSON = 'lesson';
const TEST = 'test';

export const indexCourse = (ctx: ServiceContext, c: CourseRow) =>
  ctx.search.index({ kind: COURSE, id: c.id, title: c.title, text: c.description, link: `/courses/${c.id}`, date: c.createdAt });

export const indexLesson = (ctx: ServiceContext, l: LessonRow) =>
  ctx.search.index({
    kind: LESSON,
    id: l.id,
    title: l.title,
    text: [plainText(l.content), ...(l.video ? [l.video.name] : []), ...l.files.map((f) => f.name)].join('\n'),
    link: `/courses/${l.courseId}/lessons/${l.id}`,
    date: l.createdAt,
  });

export const indexTest = (ctx: ServiceContext, t: TestRow) =>
  ctx.search.index({
    kind: TEST,
    id: t.id,
    title: t.title,
    text: t.description,
    link: `/courses/${t.courseId}/tests/${t.id}`,
    date: t.createdAt,
  });

export const unindexLesson = (ctx: ServiceContext, id: string) => ctx.search.remove(LESSON, [id]);
export const unindexTest = (ctx: ServiceContext, id: string) => ctx.search.remove(TEST, [id]);

/** A course gone with its lessons and tests (their ids read before they were deleted). */
export async function unindexCourse(ctx: ServiceContext, id: string, lessonIds: string[], testIds: string[]) {
  await ctx.search.remove(COURSE, [id]);
  await ctx.search.remove(LESSON, lessonIds);
  await ctx.search.remove(TEST, testIds);
}

/** "The reader opens course `courseId`" as SQL; `p` keeps each kind's sub-select aliases apart. */
function opensCourse(q: QueryBuilder<ObjectLiteral>, refs: SearchRefs, courseId: string, p: string): string {
  const admins = q.sub(CourseAdmin, `${p}a`, (s) => s.select(`${p}a.userId`));
  const mine = q.sub(Member, `${p}m`, (s) => s.select(`${p}m.courseId`).andWhere(`${p}m.userId = ${refs.reader}`));
  const open = q.sub(Course, `${p}c`, (s) =>
    s.select(`${p}c.id`).andWhere(`(${p}c.status = 'published' OR (${p}c.status <> 'draft' AND ${p}c.id IN (${mine})))`),
  );
  return `(${refs.admin} OR ${refs.role(LMS_ADMIN_ROLE)} OR ${refs.reader} IN (${admins}) OR ${courseId} IN (${open}))`;
}

/** "The reader opens the course of the lesson or test at `refs.itemId`". */
function opensPartOf(entity: typeof Lesson | typeof Test, p: string) {
  return (q: QueryBuilder<ObjectLiteral>, refs: SearchRefs) => {
    const courseOf = q.sub(entity as typeof Lesson, `${p}x`, (s) => s.select(`${p}x.courseId`).andWhere(`${p}x.id = ${refs.itemId}`));
    return opensCourse(q, refs, `(${courseOf})`, p);
  };
}

export const lmsSearch: PluginSearch = {
  readable: {
    [COURSE]: (q, refs) => opensCourse(q, refs, refs.itemId, 'lms_sc'),
    [LESSON]: opensPartOf(Lesson, 'lms_sl'),
    [TEST]: opensPartOf(Test, 'lms_st'),
  },
  reindex: async (ctx, progress) => {
    const each =
      <R>(index: (ctx: ServiceContext, row: R) => Promise<void>) =>
      async (rows: R[]) => {
        for (const row of rows) await index(ctx, row);
      };
    const courses = await reindexRows(ctx, Course, each(indexCourse), progress);
    const lessons = await reindexRows(ctx, Lesson, each(indexLesson), progress, { base: courses });
    await reindexRows(ctx, Test, each(indexTest), progress, { base: lessons });
  },
};
