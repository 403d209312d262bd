import { z } from 'zod';
import { idOf, nameText, PageQuery, updateOf } from '@atrium/sdk/shared';
import {
  ANSWER_MOVES,
  COURSE_STATUSES,
  CONTENT_MAX,
  DEFAULT_PASS_MARK,
  DESCRIPTION_MAX,
  MAX_ADMINS,
  MAX_ANSWERS,
  MAX_FILES,
  MAX_MEMBERS_ADDED,
  MAX_QUESTIONS,
  RULES,
  TEXT_MAX,
  TIME_LIMIT_MAX,
  TITLE_MAX,
} from './constants.js';

/** Which courses a list shows: every course the caller may see, the ones they made, or the ones appointed to them. */
export const COURSE_SCOPES = ['all', 'mine', 'learning'] as const;
export const CourseListQuery = PageQuery.extend({
  scope: z.enum(COURSE_SCOPES).default('all'),
  filter: z.string().trim().max(TITLE_MAX).optional(),
});

const CourseFields = z
  .object({
    title: nameText(RULES.titleRequired).max(TITLE_MAX),
    description: z.string().trim().max(DESCRIPTION_MAX).default(''),
    cover: idOf('File').nullable().default(null),
    status: z.enum(COURSE_STATUSES).default('draft'),
  })
  .strict();
export const CourseInput = CourseFields;
export type CourseInput = z.output<typeof CourseInput>;
export const CourseUpdate = updateOf(CourseFields);
export type CourseUpdate = z.output<typeof CourseUpdate>;

const LessonFields = z
  .object({
    course: idOf('LmsCourse'),
    title: nameText(RULES.titleRequired).max(TITLE_MAX),
    /** Rich text as the editor's HTML. */
    content: z.string().max(CONTENT_MAX).default(''),
    video: idOf('File').nullable().default(null),
    files: z.array(idOf('File')).max(MAX_FILES).default([]),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export const LessonInput = LessonFields;
export type LessonInput = z.output<typeof LessonInput>;
export const LessonUpdate = updateOf(LessonFields.omit({ course: true }));
export type LessonUpdate = z.output<typeof LessonUpdate>;

export const AnswerInput = z
  .object({
    _id: z.string().max(36).optional(),
    text: nameText(RULES.answerEmpty).max(TEXT_MAX),
    right: z.boolean().default(false),
  })
  .strict();

/** A question: its text filled, no empty answer, at least one right answer (spec features §5). */
export const QuestionInput = z
  .object({
    _id: z.string().max(36).optional(),
    text: nameText(RULES.questionTextRequired).max(TEXT_MAX),
    answers: z.array(AnswerInput).min(1, RULES.rightAnswerRequired).max(MAX_ANSWERS),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.answers.some((a) => a.right)) ctx.addIssue(RULES.rightAnswerRequired.issue(['answers']));
  });
export type QuestionInput = z.output<typeof QuestionInput>;
export const QuestionUpdate = QuestionInput.safeExtend({ _id: z.string().min(1).max(36) });

const TestFields = z
  .object({
    course: idOf('LmsCourse'),
    title: nameText(RULES.titleRequired).max(TITLE_MAX),
    description: z.string().trim().max(DESCRIPTION_MAX).default(''),
    showRight: z.boolean().default(false),
    showScore: z.boolean().default(true),
    shuffleQuestions: z.boolean().default(false),
    shuffleAnswers: z.boolean().default(false),
    timeLimit: z.number().int().min(0).max(TIME_LIMIT_MAX).default(0),
    passMark: z.number().int().min(1).max(100).default(DEFAULT_PASS_MARK),
    sort: z.number().int().min(0).max(10_000).default(0),
    questions: z.array(QuestionInput).max(MAX_QUESTIONS).default([]),
  })
  .strict();
export const TestInput = TestFields;
export type TestInput = z.output<typeof TestInput>;
export const TestUpdate = updateOf(TestFields.omit({ course: true }));
export type TestUpdate = z.output<typeof TestUpdate>;

export const QuestionQuery = z.object({ question: z.string().min(1).max(36) });

export const MembersInput = z.object({ empl: z.array(idOf('User')).min(1).max(MAX_MEMBERS_ADDED) }).strict();

/** One answer of the player: the chosen answers of a question of the attempt, then where to go. */
export const AnswerBody = z
  .object({
    attempt: idOf('LmsAttempt'),
    question: z.string().min(1).max(36).optional(),
    answers: z.array(z.string().min(1).max(36)).max(MAX_ANSWERS).optional(),
    move: z.enum(ANSWER_MOVES).default('stay'),
  })
  .strict();
export type AnswerBody = z.output<typeof AnswerBody>;

export const LearnInput = z.object({ lesson: idOf('LmsLesson') }).strict();
export const AnalyticsQuery = PageQuery.extend({ user_id: idOf('User').optional() });
export const AdminsInput = z.object({ admins: z.array(idOf('User')).max(MAX_ADMINS) }).strict();
