import { reply, XLSX, type RouteBuilder } from '@atrium/sdk/server';
import { pollRoutes } from '../../shared/routes.js';
import { readablePoll } from '../services/access.js';
import { resultsWorkbook } from '../services/excel.js';
import { pollResults } from '../services/results.js';

export function resultsRoutes(r: RouteBuilder) {
  r.route(
    pollRoutes.results,
    { summary: 'Results as the caller may see them: all, own answers, or de-personalised; bucket narrows by working time' },
    async (ctx) => {
      const { poll } = await readablePoll(ctx, ctx.params.id);
      const { questions: _q, ...results } = await pollResults(ctx, poll, { bucket: ctx.query.bucket });
      return results;
    },
  );

  r.route(pollRoutes.excel, { summary: 'The results as an .xlsx file; uid narrows to one respondent' }, async (ctx) => {
    const { poll } = await readablePoll(ctx, ctx.params.id);
    const file = await resultsWorkbook(await pollResults(ctx, poll, { uid: ctx.query.uid, bucket: ctx.query.bucket }));
    return reply(file, { headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="poll-${poll.id}.xlsx"` } });
  });
}
