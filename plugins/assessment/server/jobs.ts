import type { JobContext } from '@atrium/sdk/server';
import { isFormStep } from '../shared/constants.js';
import { AssessmentCycle } from './entities/index.js';
import { tellRespondents } from './notify.js';
import { stepOf } from './services/steps.js';

/** A step's notice, if the cycle is still active and the step still in it (a change reschedules anyway). */
const notice = (kind: 'open' | 'remind') => async (ctx: JobContext) => {
  const step = String(ctx.data.step);
  const cycle = await ctx.db.repo(AssessmentCycle).findOne({ id: String(ctx.data.cycleId) });
  if (!cycle || cycle.status !== 'active' || !isFormStep(step) || !stepOf(cycle, step)?.active) return;
  await tellRespondents(ctx, cycle, step, kind);
};

export const open = notice('open');
export const remind = notice('remind');
