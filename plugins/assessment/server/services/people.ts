import { blankCard, employeeCard, type EmployeeCard, type ServerForm } from '@atrium/sdk/shared';
import type { ServiceContext } from '@atrium/sdk/server';

/** The cards of the given people in one query; the screens show names, never ids (a removed person: a blank card). */
export async function cardsOf(ctx: ServiceContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const cards = new Map((unique.length ? await ctx.employees.cards(unique) : []).map((c) => [c.id, employeeCard(c)]));
  return (id: string): ServerForm<EmployeeCard> => cards.get(id) ?? blankCard(id);
}
