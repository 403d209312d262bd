import type { EmployeeCard, Paged } from '@atrium/sdk/shared';
import type { CourseStatus, MemberStatus } from './constants.js';

export interface FileRef {
  _id: string;
  url: string;
  name: string;
  mime: string;
}

export interface CourseListItem {
  _id: string;
  title: string;
  description: string;
  cover: FileRef | null;
  status: CourseStatus;
  authorId: string;
  createdAt: string;
  /** The caller's own status when the course is appointed to them. */
  myStatus: MemberStatus | null;
}

export interface LessonItem {
  _id: string;
  title: string;
  sort: number;
}
export interface TestItem {
  _id: string;
  title: string;
  sort: number;
  timeLimit: number;
  passMark: number;
}

export interface CourseView extends CourseListItem {
  lessons: LessonItem[];
  tests: TestItem[];
  /** Whether the caller edits the course (admins, lms_admin, the course admins of the settings). */
  canManage: boolean;
}

export interface LessonView {
  _id: string;
  course: string;
  title: string;
  content: string;
  video: FileRef | null;
  files: FileRef[];
  sort: number;
}

export interface AnswerView {
  _id: string;
  text: string;
  /** Only to managers, and to a learner after finishing when the test shows right answers. */
  right?: boolean;
}
export interface QuestionView {
  _id: string;
  text: string;
  answers: AnswerView[];
}

export interface TestView {
  _id: string;
  course: string;
  title: string;
  description: string;
  showRight: boolean;
  showScore: boolean;
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
  timeLimit: number;
  passMark: number;
  sort: number;
  /** Questions with their right flags to managers; a learner gets none here (the player serves them). */
  questions: QuestionView[];
  /** Someone passed it: it cannot be edited any more. */
  passed: boolean;
}

export interface AttemptView {
  _id: string;
  test: string;
  course: string;
  user: string;
  /** The questions in this attempt's own order, answers in its own order. */
  questions: QuestionView[];
  /** The chosen answers by question id. */
  chosen: Record<string, string[]>;
  current: number;
  deadline: string | null;
  finished: boolean;
  /** After finishing, when the test shows the final score. */
  score: number | null;
  passed: boolean | null;
}

export interface MemberView {
  user: EmployeeCard | null;
  userId: string;
  position: string | null;
  departmentId: string | null;
  avgScore: number | null;
  totalScore: number;
  lastTry: string | null;
  status: MemberStatus;
}

export interface AnalyticsRow {
  userId: string;
  user: EmployeeCard | null;
  courseId: string;
  courseTitle: string;
  avgScore: number | null;
  bestScore: number | null;
  tries: number;
  dateStart: string | null;
  dateFirst: string | null;
  status: MemberStatus;
}
export interface CourseAnalytics {
  courseId: string;
  courseTitle: string;
  members: number;
  learned: number;
  avgScore: number | null;
  tries: number;
}
export interface Analytics {
  /** A page of appointments; `total` counts them all. */
  rows: Paged<AnalyticsRow>;
  courses: CourseAnalytics[];
}

export interface LessonStat {
  members: number;
  learned: number;
  /** A page of the course's learners; `total` counts them all. */
  users: Paged<{ userId: string; user: EmployeeCard | null; learned: boolean }>;
}
export interface TestStat {
  tries: number;
  passed: number;
  avgScore: number | null;
  users: { userId: string; user: EmployeeCard | null; tries: number; bestScore: number | null; avgScore: number | null; passed: boolean }[];
}

export interface Progress {
  course: string;
  user: string;
  status: MemberStatus;
  lessons: { _id: string; title: string; learned: boolean }[];
  tests: { _id: string; title: string; tries: number; bestScore: number | null; passed: boolean; open: string | null }[];
}

export interface Dashboard {
  /** Per status, how many course appointments of the chief's team are in it. */
  counts: Record<MemberStatus, number>;
  members: { userId: string; user: EmployeeCard | null; courseId: string; courseTitle: string; status: MemberStatus }[];
}

export interface AdminsView {
  admins: EmployeeCard[];
}
