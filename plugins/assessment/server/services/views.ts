import type { ServerAnswer } from '@atrium/sdk/server';
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

export const cycleView = (row: CycleRow, participants: ParticipantRow[]): ServerAnswer<CycleView> => ({
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
