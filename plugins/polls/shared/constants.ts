import { defineRules } from '@atrium/sdk/rules';
/** Poll types: the type decides who sees whose answers (polls README, Rules). */
export const POLL_TYPES = ['opened', 'closed', 'anonymous'] as const;
export type PollType = (typeof POLL_TYPES)[number];

/** Question kinds: short and long text, a range, a single choice (list1) and a multiple choice (list_m). */
export const QUESTION_KINDS = ['short', 'long', 'range', 'list1', 'list_m'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const CHOICE_KINDS: readonly QuestionKind[] = ['list1', 'list_m'];

/** Range scales 1-5, 1-10, 1-100 (polls README, Rules). */
export const RANGE_SCALES = [5, 10, 100] as const;
export type RangeScale = (typeof RANGE_SCALES)[number];

/** At most 15 answers per question (polls README, Rules). */
export const MAX_ANSWERS = 15;
export const MAX_QUESTIONS = 100;
export const SHORT_MAX = 500;
export const LONG_MAX = 5000;

/** The grant resource type under which a poll's recipients are stored. */
export const POLL_RESOURCE = 'poll';
/** The module administrator role: sees every poll and all its data, like an admin. */
export const POLLS_ADMIN_ROLE = 'polls_admin';

/** The texts of the validation rules (polls README, Rules), shared by server and UI. */
export const RULES = defineRules('polls', {
  nameRequired: 'poll name required',
  noQuestions: 'at least one question',
  questionEmpty: 'all questions must be filled',
  noMandatory: 'at least one mandatory question',
  choiceNeedsAnswers: 'choice questions need answers',
  answerEmpty: 'answers must not be empty',
  tooManyAnswers: `maximum ${MAX_ANSWERS} answers per question`,
  closedNeedsRecipients: 'closed poll needs recipients',
  rangeScale: 'range scale must be 1-5, 1-10 or 1-100',
  noAccess: 'No access',
  finished: 'the poll is finished',
  alreadyAnswered: 'you have already answered this poll',
  questionsLocked: 'a poll with answers cannot change its questions',
  typeLocked: 'a poll with answers cannot change its type',
  foreignQuestion: 'answer to a question of another poll',
  duplicateQuestion: 'a question is answered twice',
  mandatoryMissing: 'answer the mandatory questions',
  outOfRange: 'value out of range',
  oneChoice: 'choose one answer',
  unknownOption: 'unknown answer option',
  wrongValue: 'wrong answer value',
  tooLong: 'answer too long',
  anonymousUid: 'anonymous poll answers are not linked to people',
  bucketAdminsOnly: 'only administrators filter by working time',
});
