import { In, type ServerAnswer, type ServiceContext } from '@atrium/sdk/server';
import { FORM_STEPS } from '../../shared/constants.js';
import type { ResultView } from '../../shared/types.js';
import {
  AssessmentQuestionnaire,
  AssessmentRespondent,
  type CycleRow,
  type ParticipantRow,
  type QuestionnaireRow,
  type RespondentRow,
} from '../entities/index.js';
import { stepOf } from './steps.js';

/** A result in its server form (ids as `id`), as computed and as stored when approved. */
export type Result = ServerAnswer<Omit<ResultView, 'detail'>>;
type CompetencyRow = Result['competencies'][number];

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const present = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
/** Scores are computed unrounded and shown to two decimals. */
const r2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

/**
 * One person's result from the handed-in forms: a question scores the mean weight of the options its reviewers
 * chose (self-assessment apart, as `self`), a competency the mean of its questions, the total the mean of the
 * competencies after calibration. Competencies of every questionnaire the cycle's steps use, in step order.
 */
export async function computeResult(ctx: ServiceContext, cycle: CycleRow, p: ParticipantRow, userName: string): Promise<Result> {
  if (p.approved) return p.approved;
  const { forms, questionnaires } = await scoringInputs(ctx, cycle, [p.userId]);
  return scoreOf(cycle, p, userName, forms, questionnaires);
}

/** The handed-in forms about the given people and the cycle's questionnaires in step order: two queries for any number of people. */
export async function scoringInputs(ctx: ServiceContext, cycle: CycleRow, userIds: string[]) {
  const forms = userIds.length
    ? await ctx.db.repo(AssessmentRespondent).find({ where: { cycleId: cycle.id, userId: In(userIds), status: 'completed' } })
    : [];
  const ids = [...new Set(FORM_STEPS.flatMap((k) => stepOf(cycle, k)?.questionnaireId ?? []))];
  const byId = new Map(
    (ids.length ? await ctx.db.repo(AssessmentQuestionnaire).find({ where: { id: In(ids) } }) : []).map((q) => [q.id, q]),
  );
  return { forms, questionnaires: ids.map((id) => byId.get(id)).filter((q): q is QuestionnaireRow => !!q) };
}

/** One person's result from the forms about them (others in `allForms` are ignored); see computeResult. */
export function scoreOf(
  cycle: CycleRow,
  p: ParticipantRow,
  userName: string,
  allForms: RespondentRow[],
  questionnaires: QuestionnaireRow[],
): Result {
  if (p.approved) return p.approved;
  const forms = allForms.filter((f) => f.userId === p.userId);
  const scored = questionnaires.flatMap((q) => {
    const weight = new Map(q.options.map((o) => [o.id, o.weight]));
    const mine = forms.filter((f) => f.questionnaireId === q.id);
    return q.competencies.map((c) => {
      const questions = c.questions.map((question) => {
        const answersOf = (self: boolean) =>
          mine
            .filter((f) => (f.step === 'self') === self)
            .flatMap((f) => f.answers.filter((a) => a.questionId === question.id && weight.has(a.optionId)));
        return {
          question,
          score: mean(answersOf(false).map((a) => weight.get(a.optionId)!)),
          self: mean(answersOf(true).map((a) => weight.get(a.optionId)!)),
          comments: answersOf(false).flatMap((a) => (a.comment ? [a.comment] : [])),
        };
      });
      const calculated = mean(present(questions.map((x) => x.score)));
      return {
        id: c.id,
        name: c.name,
        raw: p.calibration[c.id] ?? calculated,
        calculated: r2(calculated),
        self: r2(mean(present(questions.map((x) => x.self)))),
        questions: questions.map((x) => ({
          id: x.question.id,
          text: x.question.text,
          score: r2(x.score),
          self: r2(x.self),
          comments: x.comments,
        })),
      };
    });
  });
  return {
    cycleId: cycle.id,
    cycleName: cycle.name,
    userId: p.userId,
    userName,
    approved: false,
    total: r2(mean(present(scored.map((c) => c.raw)))),
    respondents: new Set(forms.filter((f) => f.step !== 'self').map((f) => f.respondentId)).size,
    competencies: scored.map(({ raw, ...c }): CompetencyRow => ({ ...c, score: r2(raw) })),
  };
}

/** The result cut to what the caller may see: brief drops the questions and the comments. */
export function resultFor(r: Result, detail: 'brief' | 'extended'): ServerAnswer<ResultView> {
  if (detail === 'extended') return { ...r, detail };
  return { ...r, detail, competencies: r.competencies.map(({ questions: _q, ...c }) => c) };
}
