import type { SeedContext } from '@atrium/sdk/server';
import { RATING_MAX, today } from '../shared/constants.js';
import { MoodEntry, MoodParticipant } from './entities/index.js';

const WEEKS = 4;

/**
 * Demo and isolation-suite data for one client: every given employee rated their mood once a week over the last
 * month (ratings spread from 4 to 10), the last a week ago, so the meter asks them again today.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const cards = await ctx.employees.cards(ctx.users.map((u) => u.id));
  if (!cards.length) return;
  const now = today();
  const entries = cards.flatMap((card, i) =>
    Array.from({ length: WEEKS }, (_, w) => {
      const day = now - 7 * (WEEKS - w);
      const midnight = new Date(day * 86_400_000);
      return {
        id: crypto.randomUUID(),
        createdAt: midnight,
        updatedAt: midnight,
        rating: RATING_MAX - ((i * 3 + w * 2) % 7),
        departmentId: card.departmentId,
        day,
      };
    }),
  );
  await ctx.db.repo(MoodEntry).insertMany(entries);
  await ctx.db.repo(MoodParticipant).insertMany(cards.map((c) => ({ userId: c.id, lastDay: now - 7 })));
}
