import { defineRules } from '@atrium/sdk/rules';

/** An idea's states: sent (`new`), under review, accepted, implemented, or declined. */
export const IDEA_STATES = ['new', 'review', 'accepted', 'implemented', 'declined'] as const;
export type IdeaState = (typeof IDEA_STATES)[number];

/**
 * The moves the states allow: new → under review → accepted → implemented, and a decline before the decision.
 * Implemented and declined are final; an accepted idea is not declined (its author has been paid for it).
 */
export const MOVES: Record<IdeaState, readonly IdeaState[]> = {
  new: ['review', 'declined'],
  review: ['accepted', 'declined'],
  accepted: ['implemented'],
  implemented: [],
  declined: [],
};

/** Votes count while the idea waits for its decision. */
export const VOTING_STATES: readonly IdeaState[] = ['new', 'review'];

/** Limits the spec does not give (README, Decisions). */
export const AUTHOR_MAX = 200;
export const TEXT_MAX = 5000;
export const COMMENT_MAX = 2000;

/** The texts of the rules (spec core §5, "required field"), shared by server and UI. */
export const RULES = defineRules('ideas', {
  required: 'required field',
  authorTooLong: `at most ${AUTHOR_MAX} characters`,
  textTooLong: `at most ${TEXT_MAX} characters`,
  commentTooLong: `at most ${COMMENT_MAX} characters`,
  invalidState: 'invalid state',
  noAccess: 'No access',
  moveNotAllowed: 'the idea cannot move to this state',
  votingClosed: 'voting is closed for this idea',
  alreadyVoted: 'you have already voted for this idea',
});
