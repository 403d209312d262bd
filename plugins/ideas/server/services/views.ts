import type { ServerAnswer } from '@atrium/sdk/server';
import { MOVES, VOTING_STATES } from '../../shared/constants.js';
import type { IdeaView } from '../../shared/types.js';
import type { IdeaRow } from '../entities/index.js';

/** The idea for one caller: whether they voted, may vote, and which moves they may make (reviewers only). */
export const ideaView = (row: IdeaRow, caller: { voted: boolean; reviewer: boolean }): ServerAnswer<IdeaView> => ({
  id: row.id,
  author: row.author,
  authorId: row.authorId,
  currentProcess: row.currentProcess,
  improvement: row.improvement,
  changes: row.changes,
  expectedResults: row.expectedResults,
  state: row.state,
  comment: row.comment,
  votes: row.votes,
  voted: caller.voted,
  mayVote: !caller.voted && VOTING_STATES.includes(row.state),
  moves: caller.reviewer ? [...MOVES[row.state]] : [],
  createdAt: row.createdAt,
  movedAt: row.movedAt,
});

/** The start of an idea's improvement, as notifications name it. */
export const excerpt = (row: Pick<IdeaRow, 'improvement'>, max = 80) =>
  row.improvement.length > max ? `${row.improvement.slice(0, max - 1)}…` : row.improvement;
