import { z } from 'zod';
import { nameText, PageQuery } from '@atrium/sdk/shared';
import { AUTHOR_MAX, COMMENT_MAX, IDEA_STATES, RULES, TEXT_MAX } from './constants.js';

const text = () => nameText(RULES.required).max(TEXT_MAX, RULES.textTooLong);

/** The idea form (spec core §5): every field required (`POST api/user/send_idea`). */
export const IdeaInput = z
  .object({
    author: nameText(RULES.required).max(AUTHOR_MAX, RULES.authorTooLong),
    currentProcess: text(),
    improvement: text(),
    changes: text(),
    expectedResults: text(),
  })
  .strict();
export type IdeaInput = z.output<typeof IdeaInput>;

/** A receiver moves an idea to another state, with an optional word for its author. */
export const MoveInput = z
  .object({
    state: z.enum(IDEA_STATES, RULES.invalidState),
    comment: z.string().trim().max(COMMENT_MAX, RULES.commentTooLong).optional(),
  })
  .strict();
export type MoveInput = z.output<typeof MoveInput>;

/** The list's page, most supported first; `state` narrows it to one state, `mine=1` to the caller's ideas. */
export const IdeaListQuery = PageQuery.extend({
  state: z.enum(IDEA_STATES, RULES.invalidState).optional(),
  mine: z.enum(['0', '1']).optional(),
});
