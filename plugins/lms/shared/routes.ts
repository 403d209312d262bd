import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import {
  AdminsInput,
  AnalyticsQuery,
  AnswerBody,
  CourseInput,
  CourseListQuery,
  CourseUpdate,
  LearnInput,
  LessonInput,
  LessonUpdate,
  MembersInput,
  QuestionInput,
  QuestionQuery,
  QuestionUpdate,
  TestInput,
  TestUpdate,
} from './schemas.js';
import type {
  AdminsView,
  Analytics,
  AttemptView,
  CourseListItem,
  CourseView,
  Dashboard,
  LessonStat,
  LessonView,
  MemberView,
  Progress,
  TestStat,
  TestView,
} from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const CourseId = z.object({ id: idOf('LmsCourse') });
const LessonId = z.object({ id: idOf('LmsLesson') });
const TestId = z.object({ id: idOf('LmsTest') });
const TestParam = z.object({ test: idOf('LmsTest') });
const Removed = wire.result<{ _id: string }>();

/** The Learning calls of spec features §7 and the generic module calls `api/courses|lessons|tests[/{id}]`, declared once. */
export const lmsRoutes = {
  courses: defineRoute('get', '/courses', { query: CourseListQuery, answer: wire.page<CourseListItem>() }),
  course: defineRoute('get', '/courses/:id', { params: CourseId, answer: wire.result<CourseView>() }),
  createCourse: defineRoute('post', '/courses', { body: CourseInput, answer: wire.result<CourseView>() }),
  updateCourse: defineRoute('put', '/courses/:id', { params: CourseId, body: CourseUpdate, answer: wire.result<CourseView>() }),
  removeCourse: defineRoute('delete', '/courses/:id', { params: CourseId, answer: Removed }),
  members: defineRoute('get', '/courses/:id/members', { params: CourseId, query: PageQuery, answer: wire.page<MemberView>() }),
  addMembers: defineRoute('post', '/courses/:id/members', {
    params: CourseId,
    body: MembersInput,
    answer: wire.result<{ added: number }>(),
  }),
  analytics: defineRoute('get', '/courses/analytics/:client', {
    params: z.object({ client: idOf('Client') }),
    query: AnalyticsQuery,
    answer: wire.result<Analytics>(),
  }),

  lesson: defineRoute('get', '/lessons/:id', { params: LessonId, answer: wire.result<LessonView>() }),
  createLesson: defineRoute('post', '/lessons', { body: LessonInput, answer: wire.result<LessonView>() }),
  updateLesson: defineRoute('put', '/lessons/:id', { params: LessonId, body: LessonUpdate, answer: wire.result<LessonView>() }),
  removeLesson: defineRoute('delete', '/lessons/:id', { params: LessonId, answer: Removed }),
  lessonStat: defineRoute('get', '/lessons/:id/stat', { params: LessonId, query: PageQuery, answer: wire.result<LessonStat>() }),

  test: defineRoute('get', '/tests/:id', { params: TestId, answer: wire.result<TestView>() }),
  createTest: defineRoute('post', '/tests', { body: TestInput, answer: wire.result<TestView>() }),
  updateTest: defineRoute('put', '/tests/:id', { params: TestId, body: TestUpdate, answer: wire.result<TestView>() }),
  removeTest: defineRoute('delete', '/tests/:id', { params: TestId, answer: Removed }),
  testStat: defineRoute('get', '/tests/:id/stat', { params: TestId, answer: wire.result<TestStat>() }),
  addQuestion: defineRoute('post', '/tests/:test/questions', { params: TestParam, body: QuestionInput, answer: wire.result<TestView>() }),
  updateQuestion: defineRoute('put', '/tests/:test/questions', {
    params: TestParam,
    body: QuestionUpdate,
    answer: wire.result<TestView>(),
  }),
  removeQuestion: defineRoute('delete', '/tests/:test/questions', {
    params: TestParam,
    query: QuestionQuery,
    answer: wire.result<TestView>(),
  }),
  startTest: defineRoute('post', '/tests/:course/startTest/:test/for/:user', {
    params: z.object({ course: idOf('LmsCourse'), test: idOf('LmsTest'), user: idOf('User') }),
    answer: wire.result<AttemptView>(),
  }),
  answer: defineRoute('post', '/tests/:test/answer', { params: TestParam, body: AnswerBody, answer: wire.result<AttemptView>() }),

  progress: defineRoute('get', '/course_progress/progress/:course/:user', {
    params: z.object({ course: idOf('LmsCourse'), user: idOf('User') }),
    answer: wire.result<Progress>(),
  }),
  learn: defineRoute('put', '/course_progress/learn', { body: LearnInput, answer: wire.result<Progress>() }),
  dashboard: defineRoute('get', '/course_progress/:id/dashboard', {
    params: z.object({ id: idOf('User') }),
    answer: wire.result<Dashboard>(),
  }),

  admins: defineRoute('get', '/clients/:client/settings/admins/lms', {
    params: z.object({ client: idOf('Client') }),
    answer: wire.result<AdminsView>(),
  }),
  setAdmins: defineRoute('put', '/clients/:client/settings/admins/lms', {
    params: z.object({ client: idOf('Client') }),
    body: AdminsInput,
    answer: wire.result<AdminsView>(),
  }),
};
