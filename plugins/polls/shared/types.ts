import type { EmployeeCard, Grant } from '@atrium/sdk/shared';
import type { PollType, QuestionKind } from './constants.js';
import type { AnswerValue } from './schemas.js';

/** Wire types: what the polls API answers, `_id` included (see ./routes.ts). */

/** A question as the API answers it. */
export interface QuestionView {
  _id: string;
  text: string;
  mandatory: boolean;
  kind: QuestionKind;
  scale: number | null;
  answers: string[];
}

/** A poll in lists. */
export interface PollListItem {
  _id: string;
  name: string;
  description: string;
  type: PollType;
  forAll: boolean;
  finished: boolean;
  finishedAt: string | null;
  authorId: string;
  createdAt: string;
  answered: boolean;
}

/** GET api/poll/{id}. */
export interface PollView extends PollListItem {
  questions: QuestionView[];
  /** Recipients (grant audiences): only for those who manage the poll. */
  recipients: Grant[] | null;
  canManage: boolean;
  /** Whether the caller may answer now: a recipient, not answered yet, poll not finished. */
  canAnswer: boolean;
  /** The caller's own answers (never for anonymous polls: nothing links them to a person). */
  myAnswers: { questionId: string; value: AnswerValue }[] | null;
  answeredCount: number;
}

/** Counts per option (choice), per scale value 1..scale (range), and texts (short/long). */
export interface QuestionSummary {
  questionId: string;
  answered: number;
  counts: number[];
  texts: string[];
}

export interface ResultRow {
  sheetId: string;
  /** Null in anonymous polls. */
  user: EmployeeCard | null;
  answeredAt: string | null;
  answers: Record<string, AnswerValue>;
}

/**
 * GET api/poll/{id}/results. `scope` says what the caller sees (polls README, Rules): `all` data,
 * only their `own` answers (closed poll, not an administrator), or `anonymous` de-personalised data.
 */
export interface PollResults {
  poll: PollView;
  scope: 'all' | 'own' | 'anonymous';
  recipients: number;
  answered: number;
  summary: QuestionSummary[];
  rows: ResultRow[];
  /** Recipients who have not answered: only for those who manage the poll. */
  notPassed: EmployeeCard[] | null;
}
