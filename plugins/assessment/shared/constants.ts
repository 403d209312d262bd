import { defineRules } from '@atrium/sdk/rules';

export const QUESTIONNAIRE_STATUSES = ['draft', 'published', 'archived'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
/** 'started' and 'active' of the spec are one state, `active` (README). */
export const CYCLE_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];
export const RESPONDENT_STATUSES = ['not_started', 'started', 'completed'] as const;
export type RespondentStatus = (typeof RESPONDENT_STATUSES)[number];

/** How the form shows the answer options: a list of choices, or a horizontal scale. */
export const SCALE_TYPES = ['list', 'scale'] as const;
export type ScaleType = (typeof SCALE_TYPES)[number];

/** The eight steps of a cycle, in order; a step's id is its kind. */
export const STEP_KINDS = ['self', 'choose_reviewers', 'chief', 'peer', 'subordinate', 'calibration', 'approval', 'access'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
/** The steps in which someone fills a questionnaire; the others are the process around them. */
export const FORM_STEPS = ['self', 'chief', 'peer', 'subordinate'] as const satisfies readonly StepKind[];
export type FormStep = (typeof FORM_STEPS)[number];
export const isFormStep = (k: string): k is FormStep => (FORM_STEPS as readonly string[]).includes(k);

/** How much of a result a chief or the employee sees: nothing, total and competencies, or also questions and comments. */
export const DETAILS = ['none', 'brief', 'extended'] as const;
export type Detail = (typeof DETAILS)[number];

export const NAME_MAX = 200;
export const TEXT_MAX = 2000;
export const MAX_COMPETENCIES = 30;
export const MAX_QUESTIONS = 30;
export const MAX_OPTIONS = 15;
export const MAX_PARTICIPANTS = 500;
export const MAX_REVIEWERS = 50;
export const WEIGHT_MAX = 1000;
/** Respondents are reminded this many days before a step ends. */
export const REMIND_DAYS_BEFORE = 2;

export const ASSESSMENT_ADMIN_ROLE = 'assessment_admin';
export const SECTION = 'assessment';

/** The texts of the rules (spec features §4, §5 and §8), shared by server and UI. */
export const RULES = defineRules('assessment', {
  nameRequired: 'name required',
  competencyRequired: 'at least one competency',
  competencyNameRequired: 'competency name required',
  questionRequired: 'at least one question',
  questionTextRequired: 'question text not filled',
  optionRequired: 'at least one answer option',
  optionEmpty: 'answer option not filled',
  commentsNotAllowed: 'required comments need comments allowed',
  activeStepRequired: 'at least one active step',
  stepQuestionnaireRequired: 'choose a questionnaire for the active step',
  participantsRequired: 'choose the people under review',
  reviewerRequired: 'each person under review needs at least one reviewer',
  endBeforeStart: "a step's end is before its start",
  stepsIncomplete: 'every step is given once',
  noAccess: 'No access',
  notDraft: 'only a draft cycle is started',
  notActive: 'the cycle is not active',
  completed: 'the cycle is completed and its forms are closed',
  archived: 'the cycle is archived',
  formCompleted: 'the form is handed in',
  activeNotArchived: 'complete the cycle before archiving it',
  activeCycleFrozen: 'an active cycle changes only its name, dates, article and visibility',
  questionnaireInUse: 'the questionnaire is used by an active cycle',
  questionnaireUsed: 'the questionnaire is used by a cycle',
  questionnaireNotPublished: 'a questionnaire of the cycle is not published',
  cycleNotDraft: 'only a draft cycle is deleted',
  stepClosed: 'the step is not open',
  answerMissing: 'answer every question',
  answerUnknown: 'not an answer option of the question',
  commentRequired: 'a comment is required',
  commentNotAllowed: 'comments are not allowed',
  approved: 'the results are approved and no longer change',
  notReviewee: 'not a person under review in this cycle',
});
