import { z } from 'zod';
import { Grant, nameText, updateOf, WORKING_TIME_BUCKETS } from '@atrium/sdk/shared';
import { CHOICE_KINDS, LONG_MAX, MAX_ANSWERS, MAX_QUESTIONS, RULES, POLL_TYPES, QUESTION_KINDS, RANGE_SCALES } from './constants.js';

/** One question as the editor sends it; choice questions carry their answers (options). */
export const QuestionInput = z
  .object({
    _id: z.string().max(64).optional(),
    text: nameText(RULES.questionEmpty).max(1000),
    mandatory: z.boolean().default(false),
    kind: z.enum(QUESTION_KINDS),
    scale: z
      .number()
      .refine((v) => (RANGE_SCALES as readonly number[]).includes(v), RULES.rangeScale)
      .meta({ enum: [...RANGE_SCALES] })
      .nullable()
      .optional(),
    answers: z.array(nameText(RULES.answerEmpty).max(500)).max(MAX_ANSWERS, RULES.tooManyAnswers).default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    const choice = CHOICE_KINDS.includes(q.kind);
    if (choice && q.answers.length === 0) ctx.addIssue(RULES.choiceNeedsAnswers.issue(['answers']));
    if (q.kind === 'range' && !q.scale) ctx.addIssue(RULES.rangeScale.issue(['scale']));
  })
  // Options belong to choice questions and a scale to ranges only; anything else is dropped.
  .transform((q) => ({
    text: q.text,
    mandatory: q.mandatory,
    kind: q.kind,
    scale: q.kind === 'range' ? (q.scale ?? null) : null,
    answers: CHOICE_KINDS.includes(q.kind) ? q.answers : [],
  }));
export type QuestionInput = z.output<typeof QuestionInput>;

/** A poll as created and replaced (POST api/poll, PUT api/poll/{id}). */
export const PollInput = z
  .object({
    name: nameText(RULES.nameRequired).max(200),
    description: z.string().max(LONG_MAX).default(''),
    type: z.enum(POLL_TYPES),
    /** For all employees of the client; otherwise `recipients` (content-grant audiences) say who gets it. */
    forAll: z.boolean().default(false),
    recipients: z.array(Grant).max(100).default([]),
    questions: z.array(QuestionInput).min(1, RULES.noQuestions).max(MAX_QUESTIONS),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.questions.length && !p.questions.some((q) => q.mandatory)) ctx.addIssue(RULES.noMandatory.issue(['questions']));
    const audience = p.recipients.filter((g) => g.level !== 'none');
    if (p.type === 'closed' && !p.forAll && audience.length === 0) ctx.addIssue(RULES.closedNeedsRecipients.issue(['recipients']));
  });
export type PollInput = z.output<typeof PollInput>;

/** PUT api/poll/{id}: a partial update (the platform's rule for every PUT); the rules above are checked on the stored poll with the fields sent. */
export const PollUpdate = updateOf(PollInput);
export type PollUpdate = z.output<typeof PollUpdate>;

/** An answer value: text for short/long, a number for a range, option indexes for list1/list_m. */
export const AnswerValue = z.union([z.string().max(LONG_MAX + 1), z.number(), z.array(z.number()).max(MAX_ANSWERS + 1)]);
export type AnswerValue = z.infer<typeof AnswerValue>;

/** POST api/poll/{id}/answer: one sheet of answers, sent once. */
export const AnswerInput = z
  .object({
    answers: z.array(z.object({ questionId: z.string().min(1).max(64), value: AnswerValue }).strict()).max(MAX_QUESTIONS + 1),
  })
  .strict();
export type AnswerInput = z.infer<typeof AnswerInput>;

export const POLL_LIST_FILTERS = ['all', 'pending', 'mine', 'finished'] as const;

/** GET api/poll: `filter` all (visible to me), pending (still to answer), mine (created by me), finished. */
export const PollListQuery = z.object({
  filter: z.enum(POLL_LIST_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});

/**
 * Results and Excel: `bucket` narrows to respondents of one working-time bucket (polls README, Rules:
 * under 3 months, 3 months-1 year, 1-5, 5-10, 10+ years); `uid` (Excel) to one respondent.
 */
export const ResultsQuery = z.object({ bucket: z.enum(WORKING_TIME_BUCKETS).optional() });
export const ExcelQuery = ResultsQuery.extend({ uid: z.string().min(1).max(64).optional() });
