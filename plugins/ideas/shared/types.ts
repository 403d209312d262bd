import type { IdeaState } from './constants.js';

/** An idea as the API answers it. */
export interface IdeaView {
  _id: string;
  /** The author as the form names them (spec core §5); `authorId` is who sent it. */
  author: string;
  authorId: string;
  currentProcess: string;
  improvement: string;
  changes: string;
  expectedResults: string;
  state: IdeaState;
  /** The receivers' last word to the author, if any. */
  comment: string | null;
  votes: number;
  /** Whether the caller voted for it. */
  voted: boolean;
  /** Whether the caller may vote now (the idea waits for its decision and the caller has not voted). */
  mayVote: boolean;
  /** The states the caller may move it to (receivers and admins only; empty for everybody else). */
  moves: IdeaState[];
  createdAt: string;
  movedAt: string | null;
}

/** What a vote or its withdrawal answers. */
export interface VoteView {
  votes: number;
  voted: boolean;
}
