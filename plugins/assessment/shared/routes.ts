import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import { STEP_KINDS } from './constants.js';
import {
  CalibrationInput,
  CycleInput,
  CycleListQuery,
  CycleUpdate,
  PollAnswersInput,
  QuestionnaireInput,
  QuestionnaireListQuery,
  QuestionnaireUpdate,
  ReviewersInput,
} from './schemas.js';
import type {
  AssessedItem,
  CycleListItem,
  CycleView,
  FormCount,
  PersonScores,
  PollView,
  QuestionnaireView,
  ResultView,
  ReviewItem,
} from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const CycleId = z.object({ id: idOf('AssessmentCycle') });
const QuestionnaireId = z.object({ id: idOf('AssessmentQuestionnaire') });
const Reviewee = z.object({ id: idOf('AssessmentCycle'), userId: idOf('User') });
const Poll = z.object({
  id: idOf('AssessmentCycle'),
  stepId: z.enum(STEP_KINDS),
  questionnaireId: idOf('AssessmentQuestionnaire'),
  userId: idOf('User'),
});

/** The Assessment calls of spec features §7, the generic `api/cycle`, `api/questionnaire` calls and our own (README). */
export const assessmentRoutes = {
  questionnaires: defineRoute('get', '/questionnaire', { query: QuestionnaireListQuery, answer: wire.page<QuestionnaireView>() }),
  questionnaire: defineRoute('get', '/questionnaire/:id', { params: QuestionnaireId, answer: wire.result<QuestionnaireView>() }),
  createQuestionnaire: defineRoute('post', '/questionnaire', { body: QuestionnaireInput, answer: wire.result<QuestionnaireView>() }),
  updateQuestionnaire: defineRoute('put', '/questionnaire/:id', {
    params: QuestionnaireId,
    body: QuestionnaireUpdate,
    answer: wire.result<QuestionnaireView>(),
  }),
  removeQuestionnaire: defineRoute('delete', '/questionnaire/:id', { params: QuestionnaireId, answer: wire.result<{ _id: string }>() }),
  archiveQuestionnaire: defineRoute('put', '/questionnaire/:id/archive', {
    params: QuestionnaireId,
    answer: wire.result<QuestionnaireView>(),
  }),

  cycles: defineRoute('get', '/cycle', { query: CycleListQuery, answer: wire.page<CycleListItem>() }),
  cycle: defineRoute('get', '/cycle/:id', { params: CycleId, answer: wire.result<CycleView>() }),
  createCycle: defineRoute('post', '/cycle', { body: CycleInput, answer: wire.result<CycleView>() }),
  updateCycle: defineRoute('put', '/cycle/:id', { params: CycleId, body: CycleUpdate, answer: wire.result<CycleView>() }),
  removeCycle: defineRoute('delete', '/cycle/:id', { params: CycleId, answer: wire.result<{ _id: string }>() }),
  start: defineRoute('put', '/cycle/:id/start', { params: CycleId, answer: wire.result<CycleView>() }),
  complete: defineRoute('put', '/cycle/:id/manual_complete', { params: CycleId, answer: wire.result<CycleView>() }),
  archive: defineRoute('put', '/cycle/:id/archive', { params: CycleId, answer: wire.result<CycleView>() }),
  excel: defineRoute('get', '/cycle/:id/excel/:userId', { params: Reviewee, answer: wire.file() }),
  formsByStatus: defineRoute('get', '/cycle/:id/forms_by_status', { params: CycleId, answer: wire.result<FormCount[]>() }),
  scores: defineRoute('get', '/cycle/:id/scores', { params: CycleId, query: PageQuery, answer: wire.page<PersonScores>() }),

  result: defineRoute('get', '/cycle/:id/result/:userId', { params: Reviewee, answer: wire.result<ResultView>() }),
  reviewers: defineRoute('put', '/cycle/:id/reviewers/:userId', {
    params: Reviewee,
    body: ReviewersInput,
    answer: wire.result<CycleView>(),
  }),
  calibrate: defineRoute('put', '/cycle/:id/calibration/:userId', {
    params: Reviewee,
    body: CalibrationInput,
    answer: wire.result<ResultView>(),
  }),
  approve: defineRoute('put', '/cycle/:id/approve/:userId', { params: Reviewee, answer: wire.result<ResultView>() }),
  poll: defineRoute('get', '/cycle/:id/poll/:stepId/:questionnaireId/:userId', { params: Poll, answer: wire.result<PollView>() }),
  answer: defineRoute('put', '/cycle/:id/poll/:stepId/:questionnaireId/:userId', {
    params: Poll,
    body: PollAnswersInput,
    answer: wire.result<PollView>(),
  }),

  myReviews: defineRoute('get', '/assessment/my_reviews', { answer: wire.result<ReviewItem[]>() }),
  myAssessments: defineRoute('get', '/assessment/my_assessments', { answer: wire.result<AssessedItem[]>() }),
  mySubordinates: defineRoute('get', '/assessment/my_subordinates', { answer: wire.result<AssessedItem[]>() }),
};
