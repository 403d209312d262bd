import type { RouteBuilder } from '@atrium/sdk/server';
import type { FormStep, RespondentStatus } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { AssessmentCycle, AssessmentParticipant, AssessmentRespondent } from '../entities/index.js';
import { mustManage } from '../services/access.js';
import { cardsOf } from '../services/people.js';
import { scoreOf, scoringInputs } from '../services/results.js';

/** Analytics of one cycle for managers: forms by state, and people's scores by competency a page at a time. */
export function analyticsRoutes(r: RouteBuilder) {
  r.route(assessmentRoutes.formsByStatus, { summary: "A cycle's forms counted by step and state (managers)" }, async (ctx) => {
    mustManage(ctx);
    const cycle = await ctx.db.repo(AssessmentCycle).get(ctx.params.id);
    const rows = await ctx.db
      .repo(AssessmentRespondent)
      .qb('f')
      .select('f.step', 'step')
      .addSelect('f.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .andWhere('f.cycleId = :id', { id: cycle.id })
      .groupBy('f.step')
      .addGroupBy('f.status')
      .getRawMany<{ step: FormStep; status: RespondentStatus; n: number | string }>();
    // MariaDB counts as a string.
    return rows.map((x) => ({ step: x.step, status: x.status, count: Number(x.n) }));
  });

  r.route(assessmentRoutes.scores, { summary: "People's total and competency scores in a cycle, paged (managers)" }, async (ctx) => {
    mustManage(ctx);
    const cycle = await ctx.db.repo(AssessmentCycle).get(ctx.params.id);
    const { page, limit } = ctx.query;
    const found = await ctx.db.repo(AssessmentParticipant).page({ where: { cycleId: cycle.id }, order: { userId: 'ASC' }, page, limit });
    const ids = found.result.map((p) => p.userId);
    const [{ forms, questionnaires }, card] = await Promise.all([scoringInputs(ctx, cycle, ids), cardsOf(ctx, ids)]);
    return {
      ...found,
      result: found.result.map((p) => {
        const r = scoreOf(cycle, p, card(p.userId).fullName, forms, questionnaires);
        return {
          userId: p.userId,
          userName: card(p.userId).fullName,
          total: r.total,
          competencies: r.competencies.map((c) => ({ id: c.id, name: c.name, score: c.score })),
        };
      }),
    };
  });
}
