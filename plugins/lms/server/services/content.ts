import { randomUUID } from 'node:crypto';
import type { UserContext } from '@atrium/sdk/server';
import { COURSE_COVER, LESSON_FILES, RULES } from '../../shared/constants.js';
import type { CourseUpdate, LessonInput, LessonUpdate, QuestionInput } from '../../shared/schemas.js';
import {
  Attempt,
  Course,
  Lesson,
  Member,
  Test,
  type CourseRow,
  type StoredFileRef,
  type StoredQuestion,
  type TestRow,
} from '../entities/index.js';
import { indexCourse, indexLesson, unindexCourse, unindexLesson } from '../search.js';

/** A file the caller may attach to the owner (uploaded by them, or already there), as a row keeps it. */
async function fileOf(ctx: UserContext, id: string, owner?: { type: string; id: string }): Promise<StoredFileRef> {
  const f = await ctx.files.attachable(id, owner);
  return { id: f.id, url: f.url, name: f.fileName, mime: f.mimetype };
}

/** The cover checked before writing: attachable and an image. */
export async function coverOf(
  ctx: UserContext,
  id: string | null | undefined,
  courseId?: string,
): Promise<StoredFileRef | null | undefined> {
  if (!id) return id === undefined ? undefined : null;
  const ref = await fileOf(ctx, id, courseId ? { type: COURSE_COVER, id: courseId } : undefined);
  if (!ref.mime.startsWith('image/')) throw RULES.coverNotImage.badRequest([RULES.coverNotImage.field('cover')]);
  return ref;
}

/** Swaps the cover's use: the new one attached, the old one let go. */
export async function swapCover(ctx: UserContext, course: CourseRow, next: StoredFileRef | null | undefined): Promise<void> {
  if (next === undefined) return;
  if (next) await ctx.files.attach(next.id, { type: COURSE_COVER, id: course.id });
  if (course.cover && course.cover.id !== next?.id) await ctx.files.detach(course.cover.id, { type: COURSE_COVER, id: course.id });
}

export async function updateCourse(ctx: UserContext, course: CourseRow, input: CourseUpdate): Promise<CourseRow> {
  const cover = await coverOf(ctx, input.cover, course.id);
  const { cover: _sent, ...fields } = input;
  const patch = { ...fields, ...(cover !== undefined ? { cover } : {}) };
  await ctx.db.repo(Course).update({ id: course.id }, patch);
  await swapCover(ctx, course, cover);
  const saved = { ...course, ...patch };
  await indexCourse(ctx, saved);
  return saved;
}

/** Deletes a course with its lessons, tests, learners and tries, letting go of their files. */
export async function removeCourse(ctx: UserContext, course: CourseRow): Promise<void> {
  const lessons = await ctx.db.repo(Lesson).find({ where: { courseId: course.id } });
  for (const lesson of lessons) await removeLessonFiles(ctx, lesson.id, lessonFiles(lesson));
  const tests = await ctx.db.repo(Test).find({ where: { courseId: course.id }, select: { id: true } } as never);
  if (course.cover) await ctx.files.detach(course.cover.id, { type: COURSE_COVER, id: course.id });
  await ctx.db.transaction(async (db) => {
    for (const e of [Lesson, Test, Member, Attempt] as const) await db.repo(e as typeof Lesson).delete({ courseId: course.id });
    await db.repo(Course).delete({ id: course.id });
  });
  await unindexCourse(
    ctx,
    course.id,
    lessons.map((l) => l.id),
    tests.map((t) => t.id),
  );
}

const lessonFiles = (l: { video: StoredFileRef | null; files: StoredFileRef[] }) => [...(l.video ? [l.video] : []), ...l.files];

async function removeLessonFiles(ctx: UserContext, lessonId: string, files: StoredFileRef[]) {
  for (const f of files) await ctx.files.detach(f.id, { type: LESSON_FILES, id: lessonId });
}

/** The video and files sent, checked before anything is written; undefined when not sent. */
async function lessonRefs(ctx: UserContext, input: LessonUpdate, lessonId?: string) {
  const owner = lessonId ? { type: LESSON_FILES, id: lessonId } : undefined;
  const video = input.video === undefined ? undefined : input.video ? await fileOf(ctx, input.video, owner) : null;
  const files = input.files === undefined ? undefined : await Promise.all([...new Set(input.files)].map((id) => fileOf(ctx, id, owner)));
  return { video, files };
}

export async function createLesson(ctx: UserContext, input: LessonInput) {
  const refs = await lessonRefs(ctx, input);
  const { course, video: _v, files: _f, ...fields } = input;
  const row = await ctx.db.repo(Lesson).insert({ ...fields, courseId: course, video: refs.video ?? null, files: refs.files ?? [] });
  for (const f of lessonFiles(row)) await ctx.files.attach(f.id, { type: LESSON_FILES, id: row.id });
  await indexLesson(ctx, row);
  return row;
}

export async function updateLesson(ctx: UserContext, id: string, input: LessonUpdate) {
  const lesson = await ctx.db.repo(Lesson).get(id);
  const refs = await lessonRefs(ctx, input, id);
  const { video: _v, files: _f, ...fields } = input;
  const next = {
    ...lesson,
    ...fields,
    ...(refs.video !== undefined ? { video: refs.video } : {}),
    ...(refs.files ? { files: refs.files } : {}),
  };
  await ctx.db
    .repo(Lesson)
    .update({ id }, { title: next.title, content: next.content, sort: next.sort, video: next.video, files: next.files });
  for (const f of lessonFiles(next)) await ctx.files.attach(f.id, { type: LESSON_FILES, id });
  const kept = new Set(lessonFiles(next).map((f) => f.id));
  await removeLessonFiles(
    ctx,
    id,
    lessonFiles(lesson).filter((f) => !kept.has(f.id)),
  );
  await indexLesson(ctx, next);
  return next;
}

export async function removeLesson(ctx: UserContext, id: string) {
  const lesson = await ctx.db.repo(Lesson).get(id);
  await removeLessonFiles(ctx, id, lessonFiles(lesson));
  await ctx.db.repo(Lesson).delete({ id });
  await unindexLesson(ctx, id);
  return lesson;
}

/** Stored questions from input: kept ids stay (tries refer to them), new ones get theirs. */
export const storedQuestion = (q: QuestionInput): StoredQuestion => ({
  id: q._id ?? randomUUID(),
  text: q.text,
  answers: q.answers.map((a) => ({ id: a._id ?? randomUUID(), text: a.text, right: a.right })),
});

/** A test someone passed cannot be edited (spec features §5): 409. */
export function mustBeEditable(test: TestRow): void {
  if (test.passedOnce) throw RULES.testPassed.conflict();
}
