import type { QuestionInput } from '../../shared/schemas.js';
import type { ServerForm } from '@atrium/sdk/server';
import type { QuestionView } from '../../shared/types.js';
import type { PollQuestionRow } from '../entities/question.js';

export const questionView = (q: PollQuestionRow): ServerForm<QuestionView> => ({
  id: q.id,
  text: q.text,
  mandatory: q.mandatory,
  kind: q.kind,
  scale: q.scale,
  answers: q.answers,
});

/** Whether an edit keeps every question as it was (order, text, kind, scale, options, mandatory). */
export function sameQuestions(rows: PollQuestionRow[], input: QuestionInput[]): boolean {
  if (rows.length !== input.length) return false;
  return rows.every((r, i) => {
    const q = input[i]!;
    return (
      r.text === q.text &&
      r.kind === q.kind &&
      r.mandatory === q.mandatory &&
      (r.scale ?? null) === (q.scale ?? null) &&
      JSON.stringify(r.answers) === JSON.stringify(q.answers)
    );
  });
}
