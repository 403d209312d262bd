import type { z } from 'zod';
import type { ServiceContext } from '@atrium/sdk/server';
import { POLL_RESOURCE } from '../../shared/constants.js';
import { PollInput, type PollUpdate } from '../../shared/schemas.js';
import type { PollRow } from '../entities/poll.js';
import { PollQuestion } from '../entities/question.js';

/** The stored poll as the body that would write it again: its questions, and its recipients as the editor gave them. */
async function storedInput(ctx: ServiceContext, poll: PollRow): Promise<z.input<typeof PollInput>> {
  const questions = await ctx.db.repo(PollQuestion).find({ where: { pollId: poll.id }, order: { position: 'ASC' } });
  const grants = await ctx.grants.get(POLL_RESOURCE, poll.id);
  return {
    name: poll.name,
    description: poll.description,
    type: poll.type,
    forAll: poll.forAll,
    // A poll for all stores `everyone` besides the people it leaves out; those are its recipients as given.
    recipients: poll.forAll ? grants.filter((g) => g.level === 'none') : grants,
    questions: questions.map((q) => ({ text: q.text, mandatory: q.mandatory, kind: q.kind, scale: q.scale, answers: q.answers })),
  };
}

/**
 * A PUT is a partial update: the fields sent replace the stored ones, those left out stay, and the poll's
 * rules (a mandatory question, a closed poll's recipients) are checked on the result: a ZodError, which
 * the platform answers with 400 and the fields.
 */
export async function updatedInput(ctx: ServiceContext, poll: PollRow, body: PollUpdate): Promise<PollInput> {
  return PollInput.parse({ ...(await storedInput(ctx, poll)), ...body });
}
