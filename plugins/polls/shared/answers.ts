import type { Rule } from '@atrium/sdk/rules';
import { LONG_MAX, RULES, SHORT_MAX, type QuestionKind } from './constants.js';
import type { AnswerValue } from './schemas.js';

export interface QuestionShape {
  id: string;
  kind: QuestionKind;
  mandatory: boolean;
  scale: number | null;
  answers: string[];
}

export interface AnswerProblem {
  questionId: string;
  rule: Rule;
}

const isBlank = (v: AnswerValue | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Checks one value against its question; answers the rule it breaks or null. */
export function valueProblem(q: QuestionShape, v: AnswerValue): Rule | null {
  switch (q.kind) {
    case 'short':
    case 'long':
      if (typeof v !== 'string') return RULES.wrongValue;
      return v.length > (q.kind === 'short' ? SHORT_MAX : LONG_MAX) ? RULES.tooLong : null;
    case 'range':
      if (typeof v !== 'number' || !Number.isInteger(v)) return RULES.wrongValue;
      return v < 1 || v > (q.scale ?? 5) ? RULES.outOfRange : null;
    case 'list1':
    case 'list_m': {
      if (!Array.isArray(v)) return RULES.wrongValue;
      if (q.kind === 'list1' && v.length !== 1) return RULES.oneChoice;
      if (new Set(v).size !== v.length) return RULES.unknownOption;
      return v.every((i) => Number.isInteger(i) && i >= 0 && i < q.answers.length) ? null : RULES.unknownOption;
    }
  }
}

/**
 * Every rule an answer sheet must pass, used by the server before storing and by the UI to show the same
 * problems in place: answers only to this poll's questions, each once, in range, mandatory ones present.
 */
export function answerProblems(questions: QuestionShape[], answers: { questionId: string; value: AnswerValue }[]): AnswerProblem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const problems: AnswerProblem[] = [];
  const seen = new Set<string>();
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) {
      problems.push({ questionId: a.questionId, rule: RULES.foreignQuestion });
      continue;
    }
    if (seen.has(a.questionId)) problems.push({ questionId: a.questionId, rule: RULES.duplicateQuestion });
    seen.add(a.questionId);
    if (isBlank(a.value)) continue;
    const p = valueProblem(q, a.value);
    if (p) problems.push({ questionId: q.id, rule: p });
  }
  for (const q of questions) {
    if (!q.mandatory) continue;
    const given = answers.find((a) => a.questionId === q.id);
    if (!given || isBlank(given.value)) problems.push({ questionId: q.id, rule: RULES.mandatoryMissing });
  }
  return problems;
}

/** The answers worth storing: blank optional answers are left out. */
export const nonBlank = <T extends { value: AnswerValue }>(answers: T[]) => answers.filter((a) => !isBlank(a.value));
