import { defineRules } from '@atrium/sdk/rules';

/** Course status (spec features §4). */
export const COURSE_STATUSES = ['draft', 'appointed', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** A learner's status on a course (spec features §4). */
export const MEMBER_STATUSES = ['not_started', 'in_progress', 'learned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** What the player does after saving the answer of the current question. */
export const ANSWER_MOVES = ['stay', 'next', 'previous', 'finish'] as const;
export type AnswerMove = (typeof ANSWER_MOVES)[number];

/** Our decision (the spec has passed and failed but no threshold): a try passes at this percentage by default. */
export const DEFAULT_PASS_MARK = 80;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const CONTENT_MAX = 200_000;
export const TEXT_MAX = 2000;
export const MAX_QUESTIONS = 100;
export const MAX_ANSWERS = 20;
export const MAX_FILES = 20;
/** Minutes; 0 means no time limit. */
export const TIME_LIMIT_MAX = 600;
export const MAX_ADMINS = 100;
export const MAX_MEMBERS_ADDED = 500;

/** The module administrator role: manages every course, like an admin and the course admins of the settings. */
export const LMS_ADMIN_ROLE = 'lms_admin';
/** The file owner type of a lesson's video and files. */
export const LESSON_FILES = 'lesson';
/** The file owner type of a course's cover. */
export const COURSE_COVER = 'course';

/** The texts of the rules (spec features §5 and §8), shared by server and UI. */
export const RULES = defineRules('lms', {
  titleRequired: 'title required',
  questionTextRequired: 'question text not filled',
  answerEmpty: 'answer text not filled',
  rightAnswerRequired: 'at least one right answer',
  noQuestions: 'add at least one question',
  testPassed: 'the test was passed by someone and cannot be edited',
  noAccess: 'No access',
  attemptClosed: 'the attempt is closed',
  notMember: 'the course is not appointed to this user',
  unknownQuestion: 'no such question in the test',
  unknownAnswer: 'no such answer to the question',
  courseArchived: 'the course is archived',
  noTestQuestions: 'the test has no questions',
  coverNotImage: 'the cover must be an image',
});
