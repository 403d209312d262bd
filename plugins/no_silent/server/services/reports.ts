import crypto from 'node:crypto';
import type { MultipartBody, ServerAnswer, UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { SentReport } from '../../shared/types.js';
import { ViolMessage, ViolReport, type StoredReportFile, type ViolReportRow } from '../entities.js';
import { hashCode, newCode } from './code.js';

/** Midnight UTC of now: all an anonymous report and its reporter's messages keep of their time (as polls' anonymous answers). */
export const today = () => new Date(new Date().toISOString().slice(0, 10));

/** What an anonymous row carries instead of the repository's time-ordered id and exact time. */
const untraceable = () => ({ id: crypto.randomUUID(), createdAt: today(), updatedAt: today() });

const LINK = '/report_violation';

/**
 * Stores a report with its attachments and tells the receivers. An anonymous report takes nothing of the
 * caller: no id, no name, no address, no exact time; its files are put without uploader (the route is
 * anonymous) and owned by the report. Answers the code to keep, once, for an anonymous report.
 */
export async function sendReport(
  ctx: UserContext,
  input: { anonymous: boolean; name: string; description: string },
  received: MultipartBody['files'],
): Promise<ServerAnswer<SentReport>> {
  const ids = input.anonymous ? untraceable() : { id: crypto.randomUUID() };
  const code = input.anonymous ? newCode() : null;
  const files: StoredReportFile[] = [];
  for (const f of received) {
    const stored = await ctx.files.put({ data: f.data, fileName: f.fileName, ownerId: ids.id });
    files.push({ id: stored.id, fileName: stored.fileName, mimetype: stored.mimetype, size: stored.size, url: stored.url });
  }
  await ctx.db.repo(ViolReport).insert({
    ...ids,
    authorId: input.anonymous ? null : ctx.me.user.id,
    authorName: input.anonymous ? null : input.name,
    description: input.description,
    files,
    codeHash: code ? hashCode(code) : null,
  });
  await ctx.notify(await ctx.receivers('reports'), { name: 'report.new', section: 'no_silent', link: LINK });
  return { id: ids.id, code };
}

/** The anonymous report a code opens; any other code is a 404 (nothing tells a wrong code from a foreign one). */
export async function reportByCode(ctx: UserContext, code: string): Promise<ViolReportRow> {
  const report = await ctx.db.repo(ViolReport).findOne({ codeHash: hashCode(code) });
  if (!report) throw RULES.wrongCode.notFound();
  return report;
}

/**
 * Adds a message to a report's thread. The anonymous reporter's message is anonymous like the report;
 * a receiver's answer is told to a named author, the reporter's reply to the receivers.
 */
export async function addMessage(ctx: UserContext, report: ViolReportRow, fromReporter: boolean, text: string) {
  const anonymous = fromReporter && report.authorId === null;
  const message = await ctx.db.transaction(async (db) => {
    const last = await db.repo(ViolMessage).find({ where: { reportId: report.id }, order: { n: 'DESC' }, take: 1 });
    return db.repo(ViolMessage).insert({
      ...(anonymous ? untraceable() : {}),
      reportId: report.id,
      n: (last[0]?.n ?? 0) + 1,
      fromReporter,
      authorId: anonymous ? null : ctx.me.user.id,
      text,
    });
  });
  if (fromReporter) await ctx.notify(await ctx.receivers('reports'), { name: 'report.reply', section: 'no_silent', link: LINK });
  else if (report.authorId) await ctx.notify([report.authorId], { name: 'report.answered', section: 'no_silent', link: LINK });
  return message;
}
