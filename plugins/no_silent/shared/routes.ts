import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { AnswerInput, CodeAnswerInput, CodeInput, ReportListQuery } from './schemas.js';
import type { ReportListItem, ReportMessageView, ReportView, SentReport } from './types.js';

const ReportId = z.object({ id: idOf('ViolReport') });

/**
 * The report calls: spec core §7 `POST api/user/send_viol_report` (multipart: the fields of `ViolReportInput`
 * and at most 5 files, so no upload names the sender), the rest not shown in the spec (README).
 */
export const noSilentRoutes = {
  send: defineRoute('post', '/user/send_viol_report', { answer: wire.result<SentReport>() }),
  list: defineRoute('get', '/no_silent/reports', { query: ReportListQuery, answer: wire.page<ReportListItem>() }),
  mine: defineRoute('get', '/no_silent/mine', { answer: wire.result<ReportListItem[]>() }),
  get: defineRoute('get', '/no_silent/report/:id', { params: ReportId, answer: wire.result<ReportView>() }),
  answer: defineRoute('post', '/no_silent/report/:id/answer', {
    params: ReportId,
    body: AnswerInput,
    answer: wire.result<ReportMessageView>(),
  }),
  byCode: defineRoute('post', '/no_silent/by_code', { body: CodeInput, answer: wire.result<ReportView>() }),
  answerByCode: defineRoute('post', '/no_silent/by_code/answer', { body: CodeAnswerInput, answer: wire.result<ReportView>() }),
};
