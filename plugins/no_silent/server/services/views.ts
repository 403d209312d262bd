import type { ServerAnswer, UserContext } from '@atrium/sdk/server';
import type { ReportListItem, ReportMessageView, ReportView } from '../../shared/types.js';
import { ViolMessage, type ViolMessageRow, type ViolReportRow } from '../entities.js';

const EXCERPT = 200;
const day = (d: Date) => d.toISOString().slice(0, 10);

export const messageView = (m: ViolMessageRow): ServerAnswer<ReportMessageView> => ({
  id: m.id,
  fromReporter: m.fromReporter,
  authorId: m.fromReporter ? null : m.authorId,
  text: m.text,
  created: m.createdAt.toISOString(),
});

/** Rows of the lists, with each report's number of messages counted in one query. */
export async function listItems(ctx: UserContext, reports: ViolReportRow[]): Promise<ServerAnswer<ReportListItem>[]> {
  const counts = reports.length
    ? await ctx.db
        .repo(ViolMessage)
        .qb('m')
        .select('m.reportId', 'reportId')
        .addSelect('COUNT(*)', 'n')
        .where('m.reportId IN (:...ids)', { ids: reports.map((r) => r.id) })
        .groupBy('m.reportId')
        .getRawMany<{ reportId: string; n: number | string }>()
    : [];
  const count = new Map(counts.map((c) => [c.reportId, Number(c.n)]));
  return reports.map((r) => ({
    id: r.id,
    anonymous: r.authorName === null,
    name: r.authorName,
    excerpt: r.description.slice(0, EXCERPT),
    day: day(r.createdAt),
    files: r.files.length,
    messages: count.get(r.id) ?? 0,
  }));
}

export async function reportView(ctx: UserContext, r: ViolReportRow): Promise<ServerAnswer<ReportView>> {
  const messages = await ctx.db.repo(ViolMessage).find({ where: { reportId: r.id }, order: { n: 'ASC' } });
  return {
    id: r.id,
    anonymous: r.authorName === null,
    name: r.authorName,
    description: r.description,
    day: day(r.createdAt),
    files: r.files.map((f) => ({ id: f.id, fileName: f.fileName, mimetype: f.mimetype, size: f.size, url: f.url })),
    messages: messages.map(messageView),
  };
}
