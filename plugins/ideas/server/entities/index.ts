import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { IdeaState } from '../../shared/constants.js';

export interface IdeaRow extends ClientRow {
  author: string;
  authorId: string;
  currentProcess: string;
  improvement: string;
  changes: string;
  expectedResults: string;
  state: IdeaState;
  comment: string | null;
  /** The number of votes, kept beside the idea so the list sorts and pages by it in SQL. */
  votes: number;
  movedAt: Date | null;
  movedBy: string | null;
}

/** An idea sent through the form of spec core §5. */
export const Idea = defineEntity<IdeaRow>({
  name: 'Idea',
  table: 'ideas',
  columns: {
    author: { type: 'varchar', length: 200 },
    authorId: { type: 'varchar', length: 36 },
    currentProcess: { type: 'text' },
    improvement: { type: 'text' },
    changes: { type: 'text' },
    expectedResults: { type: 'text' },
    state: { type: 'varchar', length: 12, default: 'new' },
    comment: { type: 'text', nullable: true },
    votes: { type: 'int', default: 0 },
    movedAt: { type: 'datetime', precision: 3, nullable: true },
    movedBy: { type: 'varchar', length: 36, nullable: true },
  },
  indices: [{ columns: ['votes', 'createdAt'] }, { columns: ['state', 'votes'] }, { columns: ['authorId'] }],
});

export interface IdeaVoteRow extends ClientRow {
  ideaId: string;
  userId: string;
}

/** One employee's vote for an idea: the unique index makes it one per employee, whatever the number of nodes. */
export const IdeaVote = defineEntity<IdeaVoteRow>({
  name: 'IdeaVote',
  table: 'ideas_vote',
  columns: {
    ideaId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['ideaId', 'userId'], unique: true }, { columns: ['userId'] }],
});
