import type { SeedContext } from '@atrium/sdk/server';
import { MEMBERS_MAX } from '../shared/constants.js';
import { ChatCreate, MessageSend } from '../shared/schemas.js';
import { membership } from './services/access.js';
import { createChat, markRead, sendMessage } from './services/store.js';

const TEAM = [
  'Good morning, everyone! The release is planned for Thursday.',
  'Great. The QA checklist is at https://example.com/qa-checklist',
  'I will update the release notes today.',
  'Thanks! Standup at 10:00 as usual.',
];
const PRIVATE = ['Hi! Do you have a minute to look at the budget draft?', 'Sure, send it over.', 'Done, it is in your inbox. Thank you!'];

/**
 * Demo and isolation-suite data for one client: a named chat "Team" with everyone (up to the member limit) and a
 * private chat of the admin with a colleague, each with a short history; the colleague has the last
 * private message unread. Nobody is notified: nobody is connected while seeding.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const admin = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  const colleague = ctx.users.find((u) => u !== admin);
  if (!admin || !colleague) return;
  const everyone = ctx.users.slice(0, MEMBERS_MAX).map((u) => u.id);
  const team = await createChat(ctx, ChatCreate.parse({ name: 'Team', members: everyone }), admin.id, '');
  const pair = await createChat(ctx, ChatCreate.parse({ private: true, members: [colleague.id] }), admin.id, '');
  const talk = async (chatId: string, lines: string[], speakers: string[]) => {
    for (const [i, content] of lines.entries()) {
      const m = await membership(ctx, chatId, speakers[i % speakers.length]!);
      await sendMessage(ctx, m, MessageSend.parse({ chatId, content, clientMessageId: `seed-${chatId}-${i}` }), null);
    }
  };
  await talk(team.id, TEAM, [admin.id, colleague.id, ...everyone.filter((id) => id !== admin.id && id !== colleague.id)]);
  await talk(pair.id, PRIVATE, [admin.id, colleague.id]);
  // The colleague has read the team chat; the admin's last private line waits for them.
  await markRead(ctx, await membership(ctx, team.id, colleague.id));
}
