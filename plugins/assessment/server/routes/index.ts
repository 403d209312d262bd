import type { RouteBuilder } from '@atrium/sdk/server';
import { assessmentRoutes } from '../../shared/routes.js';
import { AssessmentQuestionnaire } from '../entities/index.js';
import { mustManage } from '../services/access.js';
import { archiveQuestionnaire, createQuestionnaire, removeQuestionnaire, updateQuestionnaire } from '../services/questionnaires.js';
import { questionnaireView } from '../services/views.js';
import { analyticsRoutes } from './analytics.js';
import { cycleRoutes } from './cycles.js';
import { myRoutes } from './my.js';
import { pollRoutes } from './poll.js';

/**
 * The Assessment calls. The core checks the session, the feature `assessment` and the right `assessment` first;
 * questionnaires and cycles are written and read whole by admins and `assessment_admin` only.
 */
export function routes(r: RouteBuilder) {
  r.route(assessmentRoutes.questionnaires, { summary: 'Questionnaires, newest first, paged (managers)' }, async (ctx) => {
    mustManage(ctx);
    const { page, limit, status } = ctx.query;
    const found = await ctx.db
      .repo(AssessmentQuestionnaire)
      .page({ where: status ? { status } : {}, order: { updatedAt: 'DESC' }, page, limit });
    return { ...found, result: found.result.map(questionnaireView) };
  });

  r.route(assessmentRoutes.questionnaire, { summary: 'One questionnaire (managers)' }, async (ctx) => {
    mustManage(ctx);
    return questionnaireView(await ctx.db.repo(AssessmentQuestionnaire).get(ctx.params.id));
  });

  r.route(assessmentRoutes.createQuestionnaire, { summary: 'Add a questionnaire (admins, assessment_admin)' }, async (ctx) => {
    mustManage(ctx);
    return questionnaireView(await createQuestionnaire(ctx, ctx.body, ctx.me.user.id));
  });

  r.route(
    assessmentRoutes.updateQuestionnaire,
    { summary: 'Change a questionnaire; fields left out keep their values (409 when an active cycle uses it)' },
    async (ctx) => {
      mustManage(ctx);
      const row = await ctx.db.repo(AssessmentQuestionnaire).get(ctx.params.id);
      return questionnaireView(await updateQuestionnaire(ctx, row, ctx.body));
    },
  );

  r.route(assessmentRoutes.removeQuestionnaire, { summary: 'Delete a questionnaire no cycle uses (409 otherwise)' }, async (ctx) => {
    mustManage(ctx);
    const row = await ctx.db.repo(AssessmentQuestionnaire).get(ctx.params.id);
    await removeQuestionnaire(ctx, row);
    return { id: row.id };
  });

  r.route(
    assessmentRoutes.archiveQuestionnaire,
    { summary: 'Archive a questionnaire; answers the updated item (409 when an active cycle uses it)' },
    async (ctx) => {
      mustManage(ctx);
      return questionnaireView(await archiveQuestionnaire(ctx, await ctx.db.repo(AssessmentQuestionnaire).get(ctx.params.id)));
    },
  );

  cycleRoutes(r);
  analyticsRoutes(r);
  pollRoutes(r);
  myRoutes(r);
}
