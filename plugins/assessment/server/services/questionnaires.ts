import type { ServiceContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { QuestionnaireInput, QuestionnaireUpdate } from '../../shared/schemas.js';
import { AssessmentCycle, AssessmentQuestionnaire, type QuestionnaireRow } from '../entities/index.js';

const withId = <T extends { _id?: string | undefined }>({ _id, ...rest }: T): Omit<T, '_id'> & { id: string } => ({
  ...rest,
  id: _id ?? crypto.randomUUID(),
});

/** Options, competencies and questions keep the ids they came with (answers refer to them) and get one when new. */
const storedParts = (q: Pick<QuestionnaireUpdate, 'options' | 'competencies'>) => ({
  ...(q.options ? { options: q.options.map(withId) } : {}),
  ...(q.competencies ? { competencies: q.competencies.map((c) => ({ ...withId(c), questions: c.questions.map(withId) })) } : {}),
});

/**
 * Cycles whose steps name the questionnaire. Steps are a JSON column: the quoted id in its text is the test,
 * the same on SQLite and MariaDB (ids are UUIDs, so one never contains another).
 */
export function cyclesUsing(ctx: ServiceContext, questionnaireId: string) {
  return ctx.db
    .repo(AssessmentCycle)
    .qb('c')
    .andWhere('c.steps LIKE :id', { id: `%"${questionnaireId}"%` });
}

/** A questionnaire that an active cycle is using is not changed: its respondents' forms are built from it. */
async function mustNotBeInUse(ctx: ServiceContext, id: string) {
  if (await cyclesUsing(ctx, id).andWhere("c.status = 'active'").getExists()) throw RULES.questionnaireInUse.conflict();
}

export async function createQuestionnaire(ctx: ServiceContext, input: QuestionnaireInput, authorId: string) {
  const { options: _o, competencies: _c, ...fields } = input;
  return ctx.db.repo(AssessmentQuestionnaire).insert({ ...fields, ...storedParts(input), authorId });
}

export async function updateQuestionnaire(ctx: ServiceContext, row: QuestionnaireRow, input: QuestionnaireUpdate) {
  await mustNotBeInUse(ctx, row.id);
  const allowed = input.commentsAllowed ?? row.commentsAllowed;
  if ((input.commentsRequired ?? row.commentsRequired) && !allowed)
    throw RULES.commentsNotAllowed.badRequest([RULES.commentsNotAllowed.field('commentsRequired')]);
  const { options: _o, competencies: _c, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await ctx.db.repo(AssessmentQuestionnaire).update({ id: row.id }, { ...patch, ...storedParts(input) });
  return ctx.db.repo(AssessmentQuestionnaire).get(row.id);
}

export async function archiveQuestionnaire(ctx: ServiceContext, row: QuestionnaireRow) {
  await mustNotBeInUse(ctx, row.id);
  await ctx.db.repo(AssessmentQuestionnaire).update({ id: row.id }, { status: 'archived' });
  return { ...row, status: 'archived' as const };
}

/** A questionnaire any cycle names stays: the cycle's forms and results are read through it. */
export async function removeQuestionnaire(ctx: ServiceContext, row: QuestionnaireRow) {
  if (await cyclesUsing(ctx, row.id).getExists()) throw RULES.questionnaireUsed.conflict();
  await ctx.db.repo(AssessmentQuestionnaire).delete({ id: row.id });
}
