import { employeeCard, type EmployeeCard, type ServerForm } from '@atrium/sdk/shared';
import type { EmployeeCardRow, ServiceContext } from '@atrium/sdk/server';
import type { FileRef, LessonView, QuestionView, TestView } from '../../shared/types.js';
import type { CourseRow, LessonRow, StoredFileRef, StoredQuestion, TestRow } from '../entities/index.js';

/** Rows keep ids as `id`; answers carry them as `_id` (the SDK renames). */
type Server<T> = ServerForm<T>;

export const fileRef = (f: StoredFileRef): Server<FileRef> => ({ id: f.id, url: f.url, name: f.name, mime: f.mime });

/** A raw SQL date (SQLite answers text, MariaDB a Date) as ISO 8601. */
export function isoOf(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  const s = String(v);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`).toISOString();
}

/** A number from a raw aggregate (drivers answer strings for decimals); null stays null. */
export const numOf = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v)));

export const courseItem = (c: CourseRow, myStatus: string | null = null) => ({
  id: c.id,
  title: c.title,
  description: c.description,
  cover: c.cover ? fileRef(c.cover) : null,
  status: c.status,
  authorId: c.authorId,
  createdAt: c.createdAt.toISOString(),
  myStatus: myStatus as never,
});

export const lessonView = (l: LessonRow): Server<LessonView> => ({
  id: l.id,
  course: l.courseId,
  title: l.title,
  content: l.content,
  video: l.video ? fileRef(l.video) : null,
  files: l.files.map(fileRef),
  sort: l.sort,
});

/** A question as managers see it, right flags included. */
export const questionView = (q: StoredQuestion): Server<QuestionView> => ({
  id: q.id,
  text: q.text,
  answers: q.answers.map((a) => ({ id: a.id, text: a.text, right: a.right })),
});

export const testView = (t: TestRow, manage: boolean): Server<TestView> => ({
  id: t.id,
  course: t.courseId,
  title: t.title,
  description: t.description,
  showRight: t.showRight,
  showScore: t.showScore,
  shuffleQuestions: t.shuffleQuestions,
  shuffleAnswers: t.shuffleAnswers,
  timeLimit: t.timeLimit,
  passMark: t.passMark,
  sort: t.sort,
  questions: manage ? t.questions.map(questionView) : [],
  passed: t.passedOnce,
});

/** Employee cards by id, one query, for lists that name people. */
export async function cardsById(ctx: ServiceContext, ids: string[]): Promise<Map<string, Server<EmployeeCard>>> {
  const rows: EmployeeCardRow[] = ids.length ? await ctx.employees.cards([...new Set(ids)]) : [];
  return new Map(rows.map((c) => [c.id, employeeCard(c)]));
}
