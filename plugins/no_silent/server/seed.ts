import type { SeedContext } from '@atrium/sdk/server';
import { ViolMessage, ViolReport } from './entities.js';

/**
 * Test data for one client: one named report with a receiver's answer, so the isolation suite proves the report
 * routes stay inside their client. The demo workspace gets no report (the demo data): a report shown to a
 * newcomer would suggest that somebody's report can be shown. Nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  if (ctx.purpose === 'demo') return;
  const reporter = ctx.users.find((u) => !u.roles.includes('admin')) ?? ctx.users[0];
  const receiver = (await ctx.receivers('reports'))[0];
  if (!reporter || !receiver) return;
  const [card] = await ctx.employees.cards([reporter.id]);
  const report = await ctx.db.repo(ViolReport).insert({
    authorId: reporter.id,
    authorName: card?.fullName || 'Demo employee',
    description: 'The fire exit in warehouse B has been blocked by pallets for a week.',
    files: [],
    codeHash: null,
  });
  await ctx.db.repo(ViolMessage).insert({
    reportId: report.id,
    n: 1,
    fromReporter: false,
    authorId: receiver,
    text: 'Thank you. The pallets are moved today, and the exit is checked every morning from now on.',
  });
}
