import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { CycleStatus, Detail, FormStep, QuestionnaireStatus, RespondentStatus, ScaleType } from '../../shared/constants.js';
import type { StepView } from '../../shared/types.js';
import type { Result } from '../services/results.js';

/** Nested items as stored: ids are `id`, answered as `_id` like every row's. */
export interface StoredOption {
  id: string;
  text: string;
  weight: number;
}
export interface StoredCompetency {
  id: string;
  name: string;
  questions: { id: string; text: string }[];
}

export interface QuestionnaireRow extends ClientRow {
  name: string;
  status: QuestionnaireStatus;
  scaleType: ScaleType;
  commentsAllowed: boolean;
  commentsRequired: boolean;
  /** One scale of weighted answer options for every question, as 360 questionnaires have (README). */
  options: StoredOption[];
  /** Read and written whole: at most 30 competencies of 30 questions. */
  competencies: StoredCompetency[];
  authorId: string;
}

export const AssessmentQuestionnaire = defineEntity<QuestionnaireRow>({
  name: 'AssessmentQuestionnaire',
  table: 'assessment_questionnaire',
  columns: {
    name: { type: 'varchar', length: 200 },
    status: { type: 'varchar', length: 10 },
    scaleType: { type: 'varchar', length: 10 },
    commentsAllowed: { type: 'boolean', default: false },
    commentsRequired: { type: 'boolean', default: false },
    options: { type: 'simple-json' },
    competencies: { type: 'simple-json' },
    authorId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['status', 'updatedAt'] }],
});

export interface CycleRow extends ClientRow {
  name: string;
  status: CycleStatus;
  /** The eight steps in their fixed order. */
  steps: StepView[];
  articleId: string | null;
  visibility: { chief: Detail; employee: Detail };
  completedAt: Date | null;
  authorId: string;
}

export const AssessmentCycle = defineEntity<CycleRow>({
  name: 'AssessmentCycle',
  table: 'assessment_cycle',
  columns: {
    name: { type: 'varchar', length: 200 },
    status: { type: 'varchar', length: 10 },
    steps: { type: 'simple-json' },
    articleId: { type: 'varchar', length: 64, nullable: true },
    visibility: { type: 'simple-json' },
    completedAt: { type: 'datetime', precision: 3, nullable: true },
    authorId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['status', 'updatedAt'] }],
});

export interface ParticipantRow extends ClientRow {
  cycleId: string;
  userId: string;
  chiefs: string[];
  subordinates: string[];
  peers: string[];
  /** Calibrated competency scores by competency id. */
  calibration: Record<string, number>;
  /** The result as approved: fixed, later answers or calibrations no longer change it. */
  approved: Result | null;
}

/** A person under review in a cycle, with their reviewers. */
export const AssessmentParticipant = defineEntity<ParticipantRow>({
  name: 'AssessmentParticipant',
  table: 'assessment_participant',
  columns: {
    cycleId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    chiefs: { type: 'simple-json' },
    subordinates: { type: 'simple-json' },
    peers: { type: 'simple-json' },
    calibration: { type: 'simple-json' },
    approved: { type: 'simple-json', nullable: true },
  },
  indices: [{ columns: ['cycleId', 'userId'], unique: true }, { columns: ['userId'] }],
});

export interface StoredAnswer {
  questionId: string;
  optionId: string;
  comment: string;
}

export interface RespondentRow extends ClientRow {
  cycleId: string;
  step: FormStep;
  questionnaireId: string;
  /** The person under review. */
  userId: string;
  respondentId: string;
  status: RespondentStatus;
  answers: StoredAnswer[];
  completedAt: Date | null;
}

/** One form: a respondent assessing one person in one step. */
export const AssessmentRespondent = defineEntity<RespondentRow>({
  name: 'AssessmentRespondent',
  table: 'assessment_respondent',
  columns: {
    cycleId: { type: 'varchar', length: 36 },
    step: { type: 'varchar', length: 20 },
    questionnaireId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    respondentId: { type: 'varchar', length: 36 },
    status: { type: 'varchar', length: 12 },
    answers: { type: 'simple-json' },
    completedAt: { type: 'datetime', precision: 3, nullable: true },
  },
  indices: [
    { columns: ['cycleId', 'step', 'userId', 'respondentId'], unique: true },
    { columns: ['respondentId', 'createdAt'] },
    { columns: ['cycleId', 'userId'] },
  ],
});

export interface NoticeRow extends ClientRow {
  cycleId: string;
  step: string;
  respondentId: string;
  /** `open` or `remind`. */
  kind: string;
}

/** One message per respondent, step and kind: written with `insertOnce` before telling, so two nodes tell once. */
export const AssessmentNotice = defineEntity<NoticeRow>({
  name: 'AssessmentNotice',
  table: 'assessment_notice',
  columns: {
    cycleId: { type: 'varchar', length: 36 },
    step: { type: 'varchar', length: 20 },
    respondentId: { type: 'varchar', length: 36 },
    kind: { type: 'varchar', length: 10 },
  },
  indices: [{ columns: ['cycleId', 'step', 'respondentId', 'kind'], unique: true }],
});
