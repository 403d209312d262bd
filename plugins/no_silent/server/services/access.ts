import type { UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { ViolReportRow } from '../entities.js';

/** The company's receivers of reports (spec core §6), or every admin when it named none. */
export const isReceiver = async (ctx: UserContext) => (await ctx.receivers('reports')).includes(ctx.me.user.id);

/** Who reads a report and its files: its receivers, and the author of a named report. */
export const mayRead = async (ctx: UserContext, report: ViolReportRow) =>
  (report.authorId !== null && report.authorId === ctx.me.user.id) || (await isReceiver(ctx));

export async function mustReceive(ctx: UserContext) {
  if (!(await isReceiver(ctx))) throw RULES.notReceiver.forbidden();
}

export async function mustRead(ctx: UserContext, report: ViolReportRow) {
  if (!(await mayRead(ctx, report))) throw RULES.notReceiver.forbidden();
}
