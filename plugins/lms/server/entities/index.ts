import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { CourseStatus, MemberStatus } from '../../shared/constants.js';

/** A file as a row keeps it: enough to link it without reading the files table. */
export interface StoredFileRef {
  id: string;
  url: string;
  name: string;
  mime: string;
}

export interface CourseRow extends ClientRow {
  title: string;
  description: string;
  cover: StoredFileRef | null;
  status: CourseStatus;
  authorId: string;
}
export const Course = defineEntity<CourseRow>({
  name: 'LmsCourse',
  table: 'lms_course',
  columns: {
    title: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    cover: { type: 'simple-json', nullable: true },
    status: { type: 'varchar', length: 10 },
    authorId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['status'] }, { columns: ['authorId'] }],
});

export interface LessonRow extends ClientRow {
  courseId: string;
  title: string;
  content: string;
  video: StoredFileRef | null;
  files: StoredFileRef[];
  sort: number;
}
export const Lesson = defineEntity<LessonRow>({
  name: 'LmsLesson',
  table: 'lms_lesson',
  columns: {
    courseId: { type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    content: { type: 'mediumtext' },
    video: { type: 'simple-json', nullable: true },
    files: { type: 'simple-json' },
    sort: { type: 'int', default: 0 },
  },
  indices: [{ columns: ['courseId', 'sort'] }],
});

export interface StoredAnswer {
  id: string;
  text: string;
  right: boolean;
}
export interface StoredQuestion {
  id: string;
  text: string;
  answers: StoredAnswer[];
}

export interface TestRow extends ClientRow {
  courseId: string;
  title: string;
  description: string;
  showRight: boolean;
  showScore: boolean;
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
  timeLimit: number;
  passMark: number;
  sort: number;
  /** Read and written whole: at most 100 questions of at most 20 answers. */
  questions: StoredQuestion[];
  /** Set on the first passed try: from then on the test cannot be edited (spec features §5). */
  passedOnce: boolean;
}
export const Test = defineEntity<TestRow>({
  name: 'LmsTest',
  table: 'lms_test',
  columns: {
    courseId: { type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    showRight: { type: 'boolean', default: false },
    showScore: { type: 'boolean', default: true },
    shuffleQuestions: { type: 'boolean', default: false },
    shuffleAnswers: { type: 'boolean', default: false },
    timeLimit: { type: 'int', default: 0 },
    passMark: { type: 'int', default: 80 },
    sort: { type: 'int', default: 0 },
    questions: { type: 'simple-json' },
    passedOnce: { type: 'boolean', default: false },
  },
  indices: [{ columns: ['courseId', 'sort'] }],
});

export interface MemberRow extends ClientRow {
  courseId: string;
  userId: string;
  status: MemberStatus;
  /** Ids of the lessons the learner marked learned. */
  lessonsDone: string[];
  startedAt: Date | null;
  learnedAt: Date | null;
}
/** A learner the course is appointed to. */
export const Member = defineEntity<MemberRow>({
  name: 'LmsMember',
  table: 'lms_member',
  columns: {
    courseId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    status: { type: 'varchar', length: 12 },
    lessonsDone: { type: 'simple-json' },
    startedAt: { type: 'datetime', precision: 3, nullable: true },
    learnedAt: { type: 'datetime', precision: 3, nullable: true },
  },
  indices: [{ columns: ['courseId', 'userId'], unique: true }, { columns: ['userId'] }],
});

/** One question of an attempt: its id and the answer ids in this attempt's order. */
export interface AttemptQuestion {
  q: string;
  a: string[];
}

export interface AttemptRow extends ClientRow {
  courseId: string;
  testId: string;
  userId: string;
  /** The questions and answers in this attempt's own shuffle, fixed when it starts. */
  sequence: AttemptQuestion[];
  chosen: Record<string, string[]>;
  current: number;
  deadline: Date | null;
  finishedAt: Date | null;
  /** Percentage of questions answered exactly right; set on finishing. */
  score: number | null;
  passed: boolean | null;
}
/** One try of a test by a learner. */
export const Attempt = defineEntity<AttemptRow>({
  name: 'LmsAttempt',
  table: 'lms_attempt',
  columns: {
    courseId: { type: 'varchar', length: 36 },
    testId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    sequence: { type: 'simple-json' },
    chosen: { type: 'simple-json' },
    current: { type: 'int', default: 0 },
    deadline: { type: 'datetime', precision: 3, nullable: true },
    finishedAt: { type: 'datetime', precision: 3, nullable: true },
    score: { type: 'int', nullable: true },
    passed: { type: 'boolean', nullable: true },
  },
  indices: [{ columns: ['testId', 'userId'] }, { columns: ['courseId', 'userId'] }, { columns: ['userId'] }],
});

export interface CourseAdminRow extends ClientRow {
  userId: string;
}
/** The course admins of the module settings (`api/clients/{client}/settings/admins/lms`). */
export const CourseAdmin = defineEntity<CourseAdminRow>({
  name: 'LmsCourseAdmin',
  table: 'lms_admin',
  columns: { userId: { type: 'varchar', length: 36 } },
  indices: [{ columns: ['userId'], unique: true }],
});
