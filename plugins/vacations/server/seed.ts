import type { SeedContext } from '@atrium/sdk/server';
import { addDays, today } from '../shared/days.js';
import { Vacation } from './entities/index.js';

/** HR's yearly entitlement the demo starts from: the seeded vacations take their days out of it. */
const ENTITLEMENT = 28;

/**
 * Demo and isolation-suite data for one client: a year of vacations for the first people (one past and approved,
 * one coming and approved, one planned and waiting, one returned), each counted in the work calendar's days, and
 * balances to match (the entitlement less the days held). Nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const people = ctx.users.slice(0, 6);
  const base = today();
  for (const [i, person] of people.entries()) {
    const plan = [
      { from: -120 + i * 9, length: 13, status: 'approved' as const },
      { from: 30 + i * 17, length: 6, status: 'approved' as const },
      { from: 150 + i * 11, length: 13, status: 'planned' as const },
      { from: 250 + i * 7, length: 4, status: 'returned' as const },
    ];
    const rows = [];
    for (const p of plan) {
      const start = addDays(base, p.from);
      const end = addDays(start, p.length);
      const days = await ctx.workdays.count(start, end);
      rows.push({
        userId: person.id,
        planned: true,
        start,
        end,
        days,
        status: p.status,
        comment: p.status === 'returned' ? 'The release week: please pick another.' : null,
        decidedById: p.status === 'planned' ? null : (people[0]?.id ?? null),
      });
    }
    await ctx.db.repo(Vacation).insertMany(rows);
    const heldDays = rows.filter((r) => r.status !== 'returned').reduce((n, r) => n + r.days, 0);
    await ctx.db.transaction(async (tx) => {
      const balance = await ctx.employees.lockEmployee(tx, person.id);
      await ctx.employees.moveVacationDays(tx, person.id, Math.max(0, ENTITLEMENT - heldDays) - balance);
    });
  }
}
