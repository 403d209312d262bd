import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { IdeaInput, IdeaListQuery, MoveInput } from './schemas.js';
import type { IdeaView, VoteView } from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const IdeaId = z.object({ id: idOf('Idea') });

/** `POST api/user/send_idea` of spec core §7, and the calls the spec does not show (README, API). */
export const ideasRoutes = {
  send: defineRoute('post', '/user/send_idea', { body: IdeaInput, answer: wire.result<IdeaView>() }),
  list: defineRoute('get', '/idea', { query: IdeaListQuery, answer: wire.page<IdeaView>() }),
  get: defineRoute('get', '/idea/:id', { params: IdeaId, answer: wire.result<IdeaView>() }),
  move: defineRoute('post', '/idea/:id/move', { params: IdeaId, body: MoveInput, answer: wire.result<IdeaView>() }),
  vote: defineRoute('post', '/idea/:id/vote', { params: IdeaId, answer: wire.result<VoteView>() }),
  unvote: defineRoute('delete', '/idea/:id/vote', { params: IdeaId, answer: wire.result<VoteView>() }),
};
