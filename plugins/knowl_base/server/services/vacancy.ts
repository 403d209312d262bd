import type { UserContext } from '@atrium/sdk/server';
import type { VacRespondInput } from '../../shared/schemas.js';
import { VacancyResponse } from '../entities/index.js';
import { readableItem, refuse } from './access.js';
import { attachAll, resolveFiles } from './files.js';

export const responseOwner = (id: string) => ({ type: 'response', id });

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
