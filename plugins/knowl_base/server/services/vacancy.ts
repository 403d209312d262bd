import type { ServerAnswer, UserContext } from '@atrium/sdk/server';
import { employeeCard, type PageQuery } from '@atrium/sdk/shared';
import type { VacRespondInput } from '../../shared/schemas.js';
import type { VacancyFields, VacancyResponseView } from '../../shared/types.js';
import { VacancyResponse, type ArticleRow } from '../entities/index.js';
import { isKbAdmin, noAccess, readableItem, refuse } from './access.js';
import { attachAll, fileOf, resolveFiles } from './files.js';

export const responseOwner = (id: string) => ({ type: 'response', id });

/** What a vacancy adds to its article, as the API gives it; null for other items. */
export const vacancyFields = (row: ArticleRow): VacancyFields | null =>
  row.section === 'vacancy'
    ? { salaryFrom: row.salaryFrom, salaryTo: row.salaryTo, salaryCurrency: row.salaryCurrency, receivers: row.receivers }
    : null;

/**
 * Who reads a vacancy's responses: those they go to (its receivers, or the company's vacancy receivers when it
 * names none), its author and the module's administrators. Everyone else sees the form to respond.
 */
export async function mayReadResponses(ctx: UserContext, row: ArticleRow): Promise<boolean> {
  if (row.section !== 'vacancy') return false;
  const me = ctx.me.user.id;
  if (isKbAdmin(ctx) || row.authorId === me || row.receivers.includes(me)) return true;
  return !row.receivers.length && (await ctx.receivers('vacancies')).includes(me);
}

/** A page of a vacancy's responses, newest first, with their authors' cards (one query for the page). */
export async function responsesPage(ctx: UserContext, vacancyId: string, { page, limit }: PageQuery) {
  const vacancy = await readableItem(ctx, vacancyId);
  if (!(await mayReadResponses(ctx, vacancy))) throw noAccess();
  const { result: rows, total } = await ctx.db
    .repo(VacancyResponse)
    .page({ where: { vacancyId }, order: { createdAt: 'DESC', id: 'DESC' }, page, limit });
  const cards = new Map((await ctx.employees.cards(rows.map((r) => r.userId))).map((c) => [c.id, employeeCard(c)]));
  const result: ServerAnswer<VacancyResponseView>[] = rows.map((r) => ({
    id: r.id,
    user: cards.get(r.userId) ?? null,
    text: r.text,
    attachments: r.attachments.map(fileOf),
    createdAt: r.createdAt,
  }));
  return { result, page, limit, total };
}

/**
 * Stores a response with its attachments and tells the vacancy's receivers, or, when it names none still
 * employed, the company's vacancy receivers (`ctx.receivers`: those named in the settings, else every
 * administrator). Answers how many were told.
 */
export async function respond(ctx: UserContext, input: VacRespondInput) {
  const vacancy = await readableItem(ctx, input.vacancy);
  if (vacancy.section !== 'vacancy') throw refuse('notVacancy', 'vacancy');
  const attachments = await resolveFiles(ctx, input.attachments, { path: 'attachments' });
  const named = vacancy.receivers.length ? (await ctx.employees.cards(vacancy.receivers)).filter((c) => !c.deleted).map((c) => c.id) : [];
  const receivers = named.length ? named : await ctx.receivers('vacancies');
  const row = await ctx.db
    .repo(VacancyResponse)
    .insert({ vacancyId: vacancy.id, userId: ctx.me.user.id, text: input.text, attachments, receivers });
  await attachAll(
    ctx,
    attachments.map((a) => a.id),
    responseOwner(row.id),
  );
  const me = ctx.me.user;
  await ctx.notify(receivers, {
    name: 'vacancy.response',
    section: 'vacancies',
    vars: {
      vacancy: vacancy.title,
      name: `${me.firstName} ${me.lastName}`.trim(),
      text: input.text,
      files: attachments.map((a) => `${a.fileName}: ${a.url}`).join('\n'),
    },
    link: `/vacancy/${vacancy.id}`,
  });
  return receivers.length;
}
