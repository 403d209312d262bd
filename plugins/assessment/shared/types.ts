import type { EmployeeCard } from '@atrium/sdk/shared';
import type { CycleStatus, Detail, QuestionnaireStatus, RespondentStatus, ScaleType, StepKind } from './constants.js';

export interface OptionView {
  _id: string;
  text: string;
  weight: number;
}
export interface CompetencyView {
  _id: string;
  name: string;
  questions: { _id: string; text: string }[];
}
export interface QuestionnaireView {
  _id: string;
  name: string;
  status: QuestionnaireStatus;
  scaleType: ScaleType;
  commentsAllowed: boolean;
  commentsRequired: boolean;
  options: OptionView[];
  competencies: CompetencyView[];
  updatedAt: string;
}

export interface StepView {
  kind: StepKind;
  active: boolean;
  startAt: string | null;
  endAt: string | null;
  questionnaireId: string | null;
}
export interface ParticipantView {
  userId: string;
  chiefs: string[];
  subordinates: string[];
  peers: string[];
  approved: boolean;
}
export interface CycleView {
  _id: string;
  name: string;
  status: CycleStatus;
  steps: StepView[];
  articleId: string | null;
  visibility: { chief: Detail; employee: Detail };
  participants: ParticipantView[];
  /** The cards of everyone the cycle names, so the screens show names instead of ids. */
  people: EmployeeCard[];
  completedAt: string | null;
  updatedAt: string;
}
export interface CycleListItem {
  _id: string;
  name: string;
  status: CycleStatus;
  participants: number;
  updatedAt: string;
}

/** A form waiting for (or filled by) the caller: one step of one person under review. */
export interface ReviewItem {
  cycleId: string;
  cycleName: string;
  cycleStatus: CycleStatus;
  step: StepKind;
  questionnaireId: string;
  userId: string;
  /** The person under review's name. */
  userName: string;
  status: RespondentStatus;
  endAt: string | null;
}
/** A cycle in which someone is under review, with whether the caller may open their results. */
export interface AssessedItem {
  cycleId: string;
  cycleName: string;
  cycleStatus: CycleStatus;
  userId: string;
  userName: string;
  resultsOpen: boolean;
  /** The caller is this person and the choose-reviewers step is open: they may choose their peers. */
  choosePeers: boolean;
  /** The peers chosen so far, named (only when `choosePeers`). */
  peers: EmployeeCard[];
}

export interface PollView {
  cycleId: string;
  cycleName: string;
  step: StepKind;
  userId: string;
  /** The person under review's name. */
  userName: string;
  status: RespondentStatus;
  open: boolean;
  questionnaire: QuestionnaireView;
  answers: { questionId: string; optionId: string; comment: string }[];
}

export interface QuestionResult {
  _id: string;
  text: string;
  score: number | null;
  self: number | null;
  /** Reviewers' comments, unsigned. */
  comments: string[];
}
export interface CompetencyResult {
  _id: string;
  name: string;
  /** The calibrated score if any, else the calculated one. */
  score: number | null;
  calculated: number | null;
  self: number | null;
  /** Only in the extended detail. */
  questions?: QuestionResult[];
}
/** One person's result as the caller may see it: the page and the Excel file are both built from it. */
export interface ResultView {
  cycleId: string;
  cycleName: string;
  userId: string;
  userName: string;
  detail: 'brief' | 'extended';
  approved: boolean;
  total: number | null;
  respondents: number;
  competencies: CompetencyResult[];
}

/** Analytics of a cycle: how many forms of each step are in each state. */
export interface FormCount {
  step: StepKind;
  status: RespondentStatus;
  count: number;
}
/** Analytics of a cycle: one person's total and competency scores (calibrated where calibrated). */
export interface PersonScores {
  userId: string;
  userName: string;
  total: number | null;
  competencies: { _id: string; name: string; score: number | null }[];
}
