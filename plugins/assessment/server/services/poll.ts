import type { Rule, ServerAnswer, UserContext } from '@atrium/sdk/server';
import { RULES, type FormStep } from '../../shared/constants.js';
import type { PollAnswersInput } from '../../shared/schemas.js';
import type { PollView } from '../../shared/types.js';
import { AssessmentCycle, AssessmentQuestionnaire, AssessmentRespondent, type CycleRow, type RespondentRow } from '../entities/index.js';
import { cardsOf } from './people.js';
import { stepOpen } from './steps.js';
import { questionnaireView } from './views.js';

interface PollKey {
  id: string;
  stepId: string;
  questionnaireId: string;
  userId: string;
}

/** The caller's own form of that step about that person; anyone else's, or none, is 404. */
async function myForm(ctx: UserContext, key: PollKey) {
  const cycle = await ctx.db.repo(AssessmentCycle).get(key.id);
  const form = await ctx.db.repo(AssessmentRespondent).findOne({
    cycleId: cycle.id,
    step: key.stepId as FormStep,
    questionnaireId: key.questionnaireId,
    userId: key.userId,
    respondentId: ctx.me.user.id,
  });
  if (!form) throw RULES.noAccess.notFound();
  return { cycle, form, questionnaire: await ctx.db.repo(AssessmentQuestionnaire).get(form.questionnaireId) };
}

const pollView = async (
  ctx: UserContext,
  cycle: CycleRow,
  form: RespondentRow,
  q: Parameters<typeof questionnaireView>[0],
): Promise<ServerAnswer<PollView>> => ({
  cycleId: cycle.id,
  cycleName: cycle.name,
  step: form.step,
  userId: form.userId,
  userName: (await cardsOf(ctx, [form.userId]))(form.userId).fullName,
  status: form.status,
  open: stepOpen(cycle, form.step) && form.status !== 'completed',
  questionnaire: questionnaireView(q),
  answers: form.answers,
});

export async function readPoll(ctx: UserContext, key: PollKey) {
  const { cycle, form, questionnaire } = await myForm(ctx, key);
  return pollView(ctx, cycle, form, questionnaire);
}

/**
 * Saves the caller's answers (the form is then started) or hands them in (completed): every question answered
 * with one of the questionnaire's options, comments as the questionnaire allows or requires. A completed cycle
 * or a handed-in form takes nothing (409).
 */
export async function answerPoll(ctx: UserContext, key: PollKey, input: PollAnswersInput) {
  const { cycle, form, questionnaire: q } = await myForm(ctx, key);
  if (cycle.status === 'completed' || cycle.status === 'archived') throw RULES.completed.conflict();
  if (form.status === 'completed') throw RULES.formCompleted.conflict();
  if (!stepOpen(cycle, form.step)) throw RULES.stepClosed.conflict();
  const questions = new Set(q.competencies.flatMap((c) => c.questions.map((x) => x.id)));
  const options = new Set(q.options.map((o) => o.id));
  const broken: { rule: Rule; at: string }[] = input.answers.flatMap((a, i): { rule: Rule; at: string }[] => {
    if (!questions.has(a.questionId) || !options.has(a.optionId)) return [{ rule: RULES.answerUnknown, at: `answers.${i}.optionId` }];
    if (a.comment && !q.commentsAllowed) return [{ rule: RULES.commentNotAllowed, at: `answers.${i}.comment` }];
    if (input.complete && q.commentsRequired && !a.comment) return [{ rule: RULES.commentRequired, at: `answers.${i}.comment` }];
    return [];
  });
  if (input.complete && new Set(input.answers.map((a) => a.questionId)).size < questions.size)
    broken.push({ rule: RULES.answerMissing, at: 'answers' });
  // The first broken rule names the answer; every field is in the details.
  if (broken.length) throw broken[0]!.rule.badRequest(broken.map((b) => b.rule.field(b.at)));
  const answers = [...new Map(input.answers.map((a) => [a.questionId, a])).values()];
  const patch = {
    answers,
    status: input.complete ? ('completed' as const) : ('started' as const),
    completedAt: input.complete ? new Date() : null,
  };
  await ctx.db.repo(AssessmentRespondent).update({ id: form.id }, patch);
  return pollView(ctx, cycle, { ...form, ...patch }, q);
}
