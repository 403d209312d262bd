import type { SeedContext } from '@atrium/sdk/server';
import { STEP_KINDS, type StepKind } from '../shared/constants.js';
import { CycleInput, QuestionnaireInput } from '../shared/schemas.js';
import { AssessmentCycle, AssessmentParticipant, AssessmentRespondent } from './entities/index.js';
import { createCycle, formsOf } from './services/cycles.js';
import { createQuestionnaire } from './services/questionnaires.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The steps of a demo cycle: self, chief and peer assessment, from `from` for two weeks. */
const stepsOf = (questionnaireId: string, from: number) =>
  STEP_KINDS.map((kind: StepKind) => {
    const active = kind === 'self' || kind === 'chief' || kind === 'peer';
    return {
      kind,
      active,
      startAt: active ? day(from) : null,
      endAt: active ? day(from + 14) : null,
      questionnaireId: active ? questionnaireId : null,
    };
  });

/**
 * Demo and isolation-suite data for one client: a published questionnaire of two competencies, a completed
 * cycle whose forms are all handed in (so it has results), and an active one waiting for its forms. Nobody is
 * notified and no job is scheduled.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const [a, b, c] = ctx.users;
  if (!a || !b) return;
  const peer = c ?? a;
  const q = await createQuestionnaire(
    ctx,
    QuestionnaireInput.parse({
      name: 'Leadership 360',
      status: 'published',
      scaleType: 'scale',
      commentsAllowed: true,
      options: [
        { text: 'Rarely', weight: 1 },
        { text: 'Sometimes', weight: 2 },
        { text: 'Often', weight: 3 },
        { text: 'Always', weight: 4 },
      ],
      competencies: [
        { name: 'Communication', questions: [{ text: 'Explains decisions clearly' }, { text: 'Listens to others' }] },
        { name: 'Ownership', questions: [{ text: 'Keeps promises' }, { text: 'Brings tasks to the end' }] },
      ],
    }),
    a.id,
  );
  const person = { userId: b.id, chiefs: [a.id], subordinates: [], peers: peer.id === b.id ? [] : [peer.id] };
  const done = await createCycle(ctx, CycleInput.parse({ name: 'Spring review', steps: stepsOf(q.id, -60), participants: [person] }), a.id);
  await ctx.db.repo(AssessmentCycle).update({ id: done.id }, { status: 'completed', completedAt: new Date(Date.now() - 30 * DAY_MS) });
  const questions = q.competencies.flatMap((x) => x.questions);
  const [p] = await ctx.db.repo(AssessmentParticipant).find({ where: { cycleId: done.id } });
  // Every form handed in, each respondent a little differently, so the result has spread.
  await ctx.db.repo(AssessmentRespondent).insertMany(
    formsOf({ ...done, status: 'completed' }, p!).map((f, i) => ({
      ...f,
      status: 'completed' as const,
      completedAt: new Date(Date.now() - 40 * DAY_MS),
      answers: questions.map((x, j) => ({
        questionId: x.id,
        optionId: q.options[(i + j) % q.options.length]!.id,
        comment: j === 0 ? 'Good progress' : '',
      })),
    })),
  );
  const active = await createCycle(
    ctx,
    CycleInput.parse({ name: 'Autumn review', steps: stepsOf(q.id, -1), participants: [person] }),
    a.id,
  );
  await ctx.db.repo(AssessmentCycle).update({ id: active.id }, { status: 'active' });
  await ctx.db.repo(AssessmentRespondent).insertMany(formsOf({ ...active, status: 'active' }, p!));
}
