import type { JobContext, ServiceContext } from '@atrium/sdk/server';
import { POLL_RESOURCE } from '../shared/constants.js';
import type { PollsSettings } from '../shared/settings.js';
import { Poll, type PollRow } from './entities/poll.js';
import { answeredPoll } from './services/view.js';

const DAY_MS = 86_400_000;

/** Schedules the reminder of a newly published poll, as the client's settings say. */
export async function scheduleReminder(ctx: ServiceContext, poll: PollRow): Promise<void> {
  const { remindAfterDays } = await ctx.settings<PollsSettings>();
  if (remindAfterDays > 0) await ctx.jobs.at(new Date(Date.now() + remindAfterDays * DAY_MS), 'remind', { pollId: poll.id });
}

export const cancelReminder = (ctx: ServiceContext, pollId: string) => ctx.jobs.cancel('remind', { pollId });

/**
 * `polls:remind`: recipients who have not answered a still-open poll are reminded once. The core runs
 * it only while the client's polls feature is on.
 */
export async function remind(ctx: JobContext): Promise<void> {
  const poll = await ctx.db.repo(Poll).findOne({ id: String(ctx.data.pollId) });
  if (!poll || poll.finished) return;
  const waiting = (await ctx.grants.audience(POLL_RESOURCE, poll.id, { except: answeredPoll })).filter((u) => u !== poll.authorId);
  if (waiting.length)
    await ctx.notify(waiting, { name: 'poll.reminder', section: 'polls', vars: { name: poll.name }, link: `/poll/${poll.id}` });
}
