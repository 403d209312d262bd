import { reply, XLSX, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import { STEP_KINDS } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { AssessmentCycle, AssessmentParticipant } from '../entities/index.js';
import { mustManage } from '../services/access.js';
import { archiveCycle, completeCycle, createCycle, participantsOf, removeCycle, startCycle, updateCycle } from '../services/cycles.js';
import { resultWorkbook } from '../services/excel.js';
import { approve, calibrate, choosePeers, visibleResult } from '../services/participants.js';
import { cardsOf } from '../services/people.js';
import { cycleItem, cycleView, namedIn } from '../services/views.js';

async function viewOf(ctx: UserContext, id: string) {
  const row = await ctx.db.repo(AssessmentCycle).get(id);
  const participants = await participantsOf(ctx.db, id);
  return cycleView(row, participants, await cardsOf(ctx, namedIn(participants)));
}

/** Cycles: managed by admins and `assessment_admin`; results, reviewers, calibration and approval per person. */
export function cycleRoutes(r: RouteBuilder) {
  r.route(assessmentRoutes.cycles, { summary: 'Cycles, newest first, paged, each with its number of people (managers)' }, async (ctx) => {
    mustManage(ctx);
    const { page, limit, status } = ctx.query;
    const found = await ctx.db.repo(AssessmentCycle).page({ where: status ? { status } : {}, order: { updatedAt: 'DESC' }, page, limit });
    const ids = found.result.map((c) => c.id);
    const counts = ids.length
      ? await ctx.db
          .repo(AssessmentParticipant)
          .qb('p')
          .select('p.cycleId', 'cycleId')
          .addSelect('COUNT(*)', 'n')
          .andWhere('p.cycleId IN (:...ids)', { ids })
          .groupBy('p.cycleId')
          .getRawMany<{ cycleId: string; n: number | string }>()
      : [];
    const count = new Map(counts.map((c) => [c.cycleId, Number(c.n)]));
    return { ...found, result: found.result.map((c) => cycleItem(c, count.get(c.id) ?? 0)) };
  });

  r.route(assessmentRoutes.cycle, { summary: 'One cycle with its steps and people under review (managers)' }, async (ctx) => {
    mustManage(ctx);
    return viewOf(ctx, ctx.params.id);
  });

  r.route(
    assessmentRoutes.createCycle,
    {
      summary: 'Add a draft cycle; chiefs and subordinates left out come from the structure',
      // Every step once; the self-assessment on, with its questionnaire.
      example: {
        name: 'Annual review',
        steps: STEP_KINDS.map((kind) => ({ kind, active: kind === 'self', questionnaireId: kind === 'self' ? '' : null })),
        participants: [{ userId: '' }],
      },
    },
    async (ctx) => {
      mustManage(ctx);
      return viewOf(ctx, (await createCycle(ctx, ctx.body, ctx.me.user.id)).id);
    },
  );

  r.route(
    assessmentRoutes.updateCycle,
    { summary: 'Change a cycle: a draft whole, an active one its name, dates, article and visibility (409 otherwise)' },
    async (ctx) => {
      mustManage(ctx);
      return viewOf(ctx, (await updateCycle(ctx, await ctx.db.repo(AssessmentCycle).get(ctx.params.id), ctx.body)).id);
    },
  );

  r.route(assessmentRoutes.removeCycle, { summary: 'Delete a draft cycle (409 otherwise)' }, async (ctx) => {
    mustManage(ctx);
    const row = await ctx.db.repo(AssessmentCycle).get(ctx.params.id);
    await removeCycle(ctx, row);
    return { id: row.id };
  });

  r.route(
    assessmentRoutes.start,
    { summary: 'Start a draft cycle: forms are handed out; answers the updated cycle (409 otherwise)' },
    async (ctx) => {
      mustManage(ctx);
      return viewOf(ctx, (await startCycle(ctx, ctx.params.id)).id);
    },
  );

  r.route(
    assessmentRoutes.complete,
    { summary: 'Complete an active cycle for good, closing every form; answers the updated cycle (409 otherwise)' },
    async (ctx) => {
      mustManage(ctx);
      return viewOf(ctx, (await completeCycle(ctx, ctx.params.id)).id);
    },
  );

  r.route(assessmentRoutes.archive, { summary: 'Archive a draft or completed cycle; answers the updated cycle' }, async (ctx) => {
    mustManage(ctx);
    return viewOf(ctx, (await archiveCycle(ctx, await ctx.db.repo(AssessmentCycle).get(ctx.params.id))).id);
  });

  r.route(
    assessmentRoutes.excel,
    { summary: "One person's result as an .xlsx file: exactly what the result page shows the caller" },
    async (ctx) => {
      const result = await visibleResult(ctx, ctx.params.id, ctx.params.userId);
      return reply(await resultWorkbook(result), {
        headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="assessment-${ctx.params.userId}.xlsx"` },
      });
    },
  );

  r.route(
    assessmentRoutes.result,
    { summary: "One person's result as the caller may see it: managers all, the person and their chiefs per the cycle's visibility" },
    async (ctx) => visibleResult(ctx, ctx.params.id, ctx.params.userId),
  );

  r.route(
    assessmentRoutes.reviewers,
    { summary: 'Choose the peers of a person under review (the person in the choose-reviewers step, or managers)' },
    async (ctx) => {
      await choosePeers(ctx, ctx.params.id, ctx.params.userId, ctx.body.peers);
      return viewOf(ctx, ctx.params.id);
    },
  );

  r.route(
    assessmentRoutes.calibrate,
    { summary: "Calibrate a person's competency scores in the calibration step (managers)" },
    async (ctx) => {
      mustManage(ctx);
      return calibrate(ctx, ctx.params.id, ctx.params.userId, ctx.body);
    },
  );

  r.route(
    assessmentRoutes.approve,
    { summary: "Approve a person's result in the approval step; it no longer changes (managers)" },
    async (ctx) => {
      mustManage(ctx);
      return approve(ctx, ctx.params.id, ctx.params.userId);
    },
  );
}
