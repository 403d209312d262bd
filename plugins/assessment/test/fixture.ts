import { STEP_KINDS, type StepKind } from '../shared/constants.js';

export const DAY_MS = 86_400_000;
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A questionnaire body: weights 1, 3, 5; Communication has two questions, Ownership one. */
export const questionnaireBody = (over: Record<string, unknown> = {}) => ({
  name: 'Leadership 360',
  status: 'published',
  commentsAllowed: true,
  options: [
    { text: 'Rarely', weight: 1 },
    { text: 'Often', weight: 3 },
    { text: 'Always', weight: 5 },
  ],
  competencies: [
    { name: 'Communication', questions: [{ text: 'Explains decisions' }, { text: 'Listens' }] },
    { name: 'Ownership', questions: [{ text: 'Keeps promises' }] },
  ],
  ...over,
});

/** The eight steps; `active` names the active ones, each given the questionnaire and today..+10 days. */
export const stepsBody = (questionnaireId: string, active: StepKind[]) =>
  STEP_KINDS.map((kind) => ({
    kind,
    active: active.includes(kind),
    startAt: day(0),
    endAt: day(10),
    questionnaireId: active.includes(kind) && ['self', 'chief', 'peer', 'subordinate'].includes(kind) ? questionnaireId : null,
  }));
