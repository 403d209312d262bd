import type { RouteBuilder } from '@atrium/sdk/server';
import { assessmentRoutes } from '../../shared/routes.js';
import { answerPoll, readPoll } from '../services/poll.js';

/** The respondent's form: only its respondent reads and fills it. */
export function pollRoutes(r: RouteBuilder) {
  r.route(assessmentRoutes.poll, { summary: "The caller's form of one step about one person, with their answers so far" }, async (ctx) =>
    readPoll(ctx, ctx.params),
  );
  r.route(
    assessmentRoutes.answer,
    { summary: 'Save or hand in the form (409 once the cycle is completed or the form handed in)' },
    async (ctx) => answerPoll(ctx, ctx.params, ctx.body),
  );
}
