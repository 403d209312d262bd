import type { UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { CalibrationInput } from '../../shared/schemas.js';
import { AssessmentCycle, AssessmentParticipant, AssessmentRespondent, type CycleRow, type ParticipantRow } from '../entities/index.js';
import { tellRespondents } from '../notify.js';
import { canManage, detailFor } from './access.js';
import { formsOf } from './cycles.js';
import { cardsOf } from './people.js';
import { computeResult, resultFor } from './results.js';
import { stepOf, stepOpen } from './steps.js';

/** A person under review in a cycle of the client; anyone else is 404. */
export async function participantOf(ctx: UserContext, cycleId: string, userId: string) {
  const cycle = await ctx.db.repo(AssessmentCycle).get(cycleId);
  const p = await ctx.db.repo(AssessmentParticipant).findOne({ cycleId: cycle.id, userId });
  if (!p) throw RULES.notReviewee.notFound();
  return { cycle, p };
}

/** A name as every screen shows it (`firstName lastName`); the Excel file shows the same. */
const nameOf = async (ctx: UserContext, userId: string) => (await cardsOf(ctx, [userId]))(userId).fullName;

/** The result as the caller may see it (403 when the visibility shows them nothing). Page and Excel both use it. */
export async function visibleResult(ctx: UserContext, cycleId: string, userId: string) {
  const { cycle, p } = await participantOf(ctx, cycleId, userId);
  const detail = await detailFor(ctx, cycle, p);
  if (!detail) throw RULES.noAccess.forbidden();
  return resultFor(await computeResult(ctx, cycle, p, await nameOf(ctx, userId)), detail);
}

/**
 * The person under review chooses their peers while the choose-reviewers step is open (managers at any time
 * before completion). Peers' forms follow: new peers get theirs (and are told if the peer step is open),
 * removed peers lose the forms they have not started.
 */
export async function choosePeers(ctx: UserContext, cycleId: string, userId: string, peers: string[]) {
  const { cycle, p } = await participantOf(ctx, cycleId, userId);
  if (cycle.status === 'completed' || cycle.status === 'archived') throw RULES.completed.conflict();
  if (!canManage(ctx.me)) {
    if (ctx.me.user.id !== userId) throw RULES.noAccess.forbidden();
    if (!stepOpen(cycle, 'choose_reviewers')) throw RULES.stepClosed.conflict();
  }
  const unique = [...new Set(peers)].filter((id) => id !== userId);
  if ((await ctx.employees.cards(unique)).length !== unique.length) throw RULES.noAccess.notFound();
  if (p.chiefs.length + p.subordinates.length + unique.length === 0)
    throw RULES.reviewerRequired.badRequest([RULES.reviewerRequired.field('peers')]);
  await ctx.db.repo(AssessmentParticipant).update({ id: p.id }, { peers: unique });
  if (cycle.status === 'active') {
    const forms = formsOf(cycle, { ...p, peers: unique }).filter((f) => f.step === 'peer');
    await ctx.db.repo(AssessmentRespondent).insertManyOnce(forms);
    const dropped = p.peers.filter((id) => !unique.includes(id));
    for (const respondentId of dropped)
      await ctx.db.repo(AssessmentRespondent).delete({ cycleId, step: 'peer', userId, respondentId, status: 'not_started' });
    if (stepOpen(cycle, 'peer')) await tellRespondents(ctx, cycle, 'peer', 'open');
  }
  return cycle;
}

/** Approved results no longer change; calibration and approval need their step active in an active cycle. */
function mustBeInStep(cycle: CycleRow, p: ParticipantRow, step: 'calibration' | 'approval') {
  if (cycle.status === 'completed' || cycle.status === 'archived') throw RULES.completed.conflict();
  if (p.approved) throw RULES.approved.conflict();
  if (cycle.status !== 'active' || !stepOf(cycle, step)?.active) throw RULES.stepClosed.conflict();
}

/** Managers set calibrated competency scores (null takes one back); the result then shows them. */
export async function calibrate(ctx: UserContext, cycleId: string, userId: string, input: CalibrationInput) {
  const { cycle, p } = await participantOf(ctx, cycleId, userId);
  mustBeInStep(cycle, p, 'calibration');
  const result = await computeResult(ctx, cycle, p, '');
  const known = new Set(result.competencies.map((c) => c.id));
  const unknown = input.competencies.flatMap((c, i) => (known.has(c.competencyId) ? [] : [i]));
  if (unknown.length) throw RULES.answerUnknown.badRequest(unknown.map((i) => RULES.answerUnknown.field(`competencies.${i}.competencyId`)));
  const calibration = { ...p.calibration };
  for (const c of input.competencies) {
    if (c.score === null) delete calibration[c.competencyId];
    else calibration[c.competencyId] = c.score;
  }
  await ctx.db.repo(AssessmentParticipant).update({ id: p.id }, { calibration });
  return visibleResult(ctx, cycleId, userId);
}

/** Managers approve one person's result: it is stored as it stands and no longer changes. */
export async function approve(ctx: UserContext, cycleId: string, userId: string) {
  const { cycle, p } = await participantOf(ctx, cycleId, userId);
  mustBeInStep(cycle, p, 'approval');
  const result = await computeResult(ctx, cycle, p, await nameOf(ctx, userId));
  await ctx.db.repo(AssessmentParticipant).update({ id: p.id }, { approved: { ...result, approved: true } });
  return visibleResult(ctx, cycleId, userId);
}
