import { blankCard, employeeCard, type EmployeeCard, type ServerAnswer, type ServerForm } from '@atrium/sdk/shared';
import type { ServiceContext } from '@atrium/sdk/server';
import type { IdpHistoryView, IdpListItem, IdpTaskView } from '../../shared/types.js';
import type { IdpHistoryRow, IdpRow, IdpTaskRow } from '../entities/index.js';

type Card = ServerForm<EmployeeCard>;

/** The cards of the given people in one query; the screens show names, never ids (a removed person: a blank card). */
export async function cardsOf(ctx: ServiceContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const cards = new Map((unique.length ? await ctx.employees.cards(unique) : []).map((c) => [c.id, employeeCard(c)]));
  return (id: string): Card => cards.get(id) ?? blankCard(id);
}

export const taskView = (t: IdpTaskRow): ServerAnswer<IdpTaskView> => ({
  id: t.id,
  title: t.title,
  deadline: t.deadline,
  finished: t.finished,
  finishedAt: t.finishedAt,
});

export const historyView = (h: IdpHistoryRow, card: (id: string) => Card): ServerAnswer<IdpHistoryView> => ({
  id: h.id,
  user: card(h.userId),
  action: h.action,
  details: h.details,
  createdAt: h.createdAt,
});

export const listItem = (p: IdpRow, card: (id: string) => Card): ServerAnswer<IdpListItem> => ({
  id: p.id,
  title: p.title,
  status: p.status,
  employee: card(p.employeeId),
  createdAt: p.createdAt,
});
