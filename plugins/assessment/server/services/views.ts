import type { ServerAnswer } from '@atrium/sdk/server';
import type { EmployeeCard, ServerForm } from '@atrium/sdk/shared';
import type { CycleListItem, CycleView, QuestionnaireView } from '../../shared/types.js';
import type { CycleRow, ParticipantRow, QuestionnaireRow } from '../entities/index.js';

export const questionnaireView = (row: QuestionnaireRow): ServerAnswer<QuestionnaireView> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  scaleType: row.scaleType,
  commentsAllowed: row.commentsAllowed,
  commentsRequired: row.commentsRequired,
  options: row.options.map((o) => ({ id: o.id, text: o.text, weight: o.weight })),
  competencies: row.competencies.map((c) => ({ id: c.id, name: c.name, questions: c.questions.map((q) => ({ id: q.id, text: q.text })) })),
  updatedAt: row.updatedAt,
});

/** Everyone a cycle names: its people under review and their reviewers. */
export const namedIn = (participants: ParticipantRow[]) =>
  participants.flatMap((p) => [p.userId, ...p.chiefs, ...p.subordinates, ...p.peers]);

export const cycleView = (
  row: CycleRow,
  participants: ParticipantRow[],
  card: (id: string) => ServerForm<EmployeeCard>,
): ServerAnswer<CycleView> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  steps: row.steps,
  articleId: row.articleId,
  visibility: row.visibility,
  participants: participants.map((p) => ({
    userId: p.userId,
    chiefs: p.chiefs,
    subordinates: p.subordinates,
    peers: p.peers,
    approved: !!p.approved,
  })),
  people: [...new Set(namedIn(participants))].map(card),
  completedAt: row.completedAt,
  updatedAt: row.updatedAt,
});

export const cycleItem = (row: CycleRow, participants: number): ServerAnswer<CycleListItem> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  participants,
  updatedAt: row.updatedAt,
});
