import { z } from 'zod';
import { defineRoute, wire, XLSX } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import { AnswerInput, ExcelQuery, PollInput, PollListQuery, PollUpdate, ResultsQuery } from './schemas.js';
import type { PollListItem, PollResults, PollView } from './types.js';

/** Poll ids in paths are tagged so the isolation suite can substitute another client's poll. */
const PollId = z.object({ id: idOf('Poll') });

/** Every route of polls, declared once: the server registers their handlers, the UI calls them. */
export const pollRoutes = {
  list: defineRoute('get', '/poll', { query: PollListQuery, answer: wire.page<PollListItem>() }),
  pending: defineRoute('get', '/user/:client/polls/access_for/:userId', {
    params: z.object({ client: idOf('Client'), userId: idOf('User') }),
    query: PageQuery,
    answer: wire.page<PollListItem>(),
  }),
  get: defineRoute('get', '/poll/:id', { params: PollId, answer: wire.result<PollView>() }),
  create: defineRoute('post', '/poll', { body: PollInput, answer: wire.result<PollView>() }),
  update: defineRoute('put', '/poll/:id', { params: PollId, body: PollUpdate, answer: wire.result<PollView>() }),
  remove: defineRoute('delete', '/poll/:id', { params: PollId, answer: wire.result<{ _id: string }>() }),
  finish: defineRoute('put', '/poll/:id/finish', { params: PollId, answer: wire.result<PollView>() }),
  // The answering call is our own design, recorded in the polls README (API) and docs/plugin-guide.md.
  answer: defineRoute('post', '/poll/:id/answer', { params: PollId, body: AnswerInput, answer: wire.result<PollView>() }),
  results: defineRoute('get', '/poll/:id/results', { params: PollId, query: ResultsQuery, answer: wire.result<PollResults>() }),
  excel: defineRoute('get', '/poll/:id/excel', {
    params: PollId,
    query: ExcelQuery,
    answer: wire.file(XLSX),
  }),
};
