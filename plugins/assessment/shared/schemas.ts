import { z } from 'zod';
import { idOf, isoDate, nameText, PageQuery, updateOf } from '@atrium/sdk/shared';
import {
  CYCLE_STATUSES,
  DETAILS,
  isFormStep,
  MAX_COMPETENCIES,
  MAX_OPTIONS,
  MAX_PARTICIPANTS,
  MAX_QUESTIONS,
  MAX_REVIEWERS,
  NAME_MAX,
  QUESTIONNAIRE_STATUSES,
  RULES,
  SCALE_TYPES,
  STEP_KINDS,
  TEXT_MAX,
  WEIGHT_MAX,
} from './constants.js';

/** A nested item keeps its id on edit (answers refer to it) and gets one when new. */
const itemId = z.string().max(36).optional();

export const OptionInput = z
  .object({
    _id: itemId,
    text: nameText(RULES.optionEmpty).max(NAME_MAX),
    weight: z.number().min(0).max(WEIGHT_MAX),
  })
  .strict();
export const QuestionInput = z.object({ _id: itemId, text: nameText(RULES.questionTextRequired).max(TEXT_MAX) }).strict();
export const CompetencyInput = z
  .object({
    _id: itemId,
    name: nameText(RULES.competencyNameRequired).max(NAME_MAX),
    questions: z.array(QuestionInput).min(1, RULES.questionRequired).max(MAX_QUESTIONS),
  })
  .strict();

const QuestionnaireFields = z
  .object({
    name: nameText(RULES.nameRequired).max(NAME_MAX),
    // Archived only through its own call.
    status: z.enum(['draft', 'published']).default('draft'),
    scaleType: z.enum(SCALE_TYPES).default('list'),
    commentsAllowed: z.boolean().default(false),
    commentsRequired: z.boolean().default(false),
    options: z.array(OptionInput).min(1, RULES.optionRequired).max(MAX_OPTIONS),
    competencies: z.array(CompetencyInput).min(1, RULES.competencyRequired).max(MAX_COMPETENCIES),
  })
  .strict();

/** Required comments need comments allowed; on an update, checked once merged with the stored values. */
export const commentsRule = (q: { commentsAllowed?: boolean; commentsRequired?: boolean }, ctx: z.RefinementCtx) => {
  if (q.commentsRequired && q.commentsAllowed === false) ctx.addIssue(RULES.commentsNotAllowed.issue(['commentsRequired']));
};
export const QuestionnaireInput = QuestionnaireFields.superRefine(commentsRule);
export type QuestionnaireInput = z.output<typeof QuestionnaireInput>;
export const QuestionnaireUpdate = updateOf(QuestionnaireFields);
export type QuestionnaireUpdate = z.output<typeof QuestionnaireUpdate>;

export const StepInput = z
  .object({
    kind: z.enum(STEP_KINDS),
    active: z.boolean(),
    startAt: isoDate().nullable().default(null),
    endAt: isoDate().nullable().default(null),
    questionnaireId: idOf('AssessmentQuestionnaire').nullable().default(null),
  })
  .strict();
export type StepInput = z.output<typeof StepInput>;

/** Chiefs and subordinates left out are taken from the structure when the cycle is saved; peers may be chosen later. */
export const ParticipantInput = z
  .object({
    userId: idOf('User'),
    chiefs: z.array(idOf('User')).max(MAX_REVIEWERS).optional(),
    subordinates: z.array(idOf('User')).max(MAX_REVIEWERS).optional(),
    peers: z.array(idOf('User')).max(MAX_REVIEWERS).default([]),
  })
  .strict();
export type ParticipantInput = z.output<typeof ParticipantInput>;

export const Visibility = z.object({ chief: z.enum(DETAILS), employee: z.enum(DETAILS) }).strict();

const CycleFields = z
  .object({
    name: nameText(RULES.nameRequired).max(NAME_MAX),
    steps: z.array(StepInput).length(STEP_KINDS.length, RULES.stepsIncomplete),
    articleId: idOf('Article').nullable().default(null),
    visibility: Visibility.default({ chief: 'brief', employee: 'brief' }),
    participants: z.array(ParticipantInput).min(1, RULES.participantsRequired).max(MAX_PARTICIPANTS),
  })
  .strict();

/** The step rules of spec features §5, on whatever part of a cycle the body carries. */
const stepRules = (c: { steps?: StepInput[] }, ctx: z.RefinementCtx) => {
  if (!c.steps) return;
  if (new Set(c.steps.map((s) => s.kind)).size !== STEP_KINDS.length) ctx.addIssue(RULES.stepsIncomplete.issue(['steps']));
  if (!c.steps.some((s) => s.active && isFormStep(s.kind))) ctx.addIssue(RULES.activeStepRequired.issue(['steps']));
  c.steps.forEach((s, i) => {
    if (s.active && isFormStep(s.kind) && !s.questionnaireId)
      ctx.addIssue(RULES.stepQuestionnaireRequired.issue(['steps', i, 'questionnaireId']));
    if (s.startAt && s.endAt && s.endAt < s.startAt) ctx.addIssue(RULES.endBeforeStart.issue(['steps', i, 'endAt']));
  });
};
export const CycleInput = CycleFields.superRefine(stepRules);
export type CycleInput = z.output<typeof CycleInput>;
export const CycleUpdate = updateOf(CycleFields).superRefine(stepRules);
export type CycleUpdate = z.output<typeof CycleUpdate>;

export const CycleListQuery = PageQuery.extend({ status: z.enum(CYCLE_STATUSES).optional() });
export const QuestionnaireListQuery = PageQuery.extend({ status: z.enum(QUESTIONNAIRE_STATUSES).optional() });

/** The respondent's answers; `complete` hands the form in, which needs every question answered. */
export const PollAnswersInput = z
  .object({
    answers: z
      .array(
        z
          .object({
            questionId: z.string().min(1).max(36),
            optionId: z.string().min(1).max(36),
            comment: z.string().trim().max(TEXT_MAX).default(''),
          })
          .strict(),
      )
      .max(MAX_COMPETENCIES * MAX_QUESTIONS),
    // Hands the form in; left out, the answers are saved as a draft (nothing of the form is filled by default).
    complete: z.boolean().optional(),
  })
  .strict();
export type PollAnswersInput = z.output<typeof PollAnswersInput>;

/** The peers a person under review chooses in the choose-reviewers step. */
export const ReviewersInput = z.object({ peers: z.array(idOf('User')).max(MAX_REVIEWERS) }).strict();

/** Calibrated competency scores; null takes a calibration back. */
export const CalibrationInput = z
  .object({
    competencies: z
      .array(z.object({ competencyId: z.string().min(1).max(36), score: z.number().min(0).max(WEIGHT_MAX).nullable() }).strict())
      .max(MAX_COMPETENCIES * 4),
  })
  .strict();
export type CalibrationInput = z.output<typeof CalibrationInput>;
