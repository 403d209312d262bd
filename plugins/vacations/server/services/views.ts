import { blankCard, employeeCard, type EmployeeCard, type ServerAnswer, type ServerForm } from '@atrium/sdk/shared';
import type { ServiceContext } from '@atrium/sdk/server';
import type { TeamVacation, VacationView } from '../../shared/types.js';
import type { VacationRow } from '../entities/index.js';

type Card = ServerForm<EmployeeCard>;

/** The cards of the given people in one query; a removed person gets a blank card. */
export async function cardsOf(ctx: ServiceContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const cards = new Map((unique.length ? await ctx.employees.cards(unique) : []).map((c) => [c.id, employeeCard(c)]));
  return (id: string): Card => cards.get(id) ?? blankCard(id);
}

/** A vacation as answered; `open` shows the chief's comment (the person, their chiefs, the editors). */
export const vacationView = (v: VacationRow, open = true): ServerAnswer<VacationView> => ({
  id: v.id,
  user: v.userId,
  planned: v.planned,
  start: v.start,
  end: v.end,
  days: v.days,
  status: v.status,
  comment: open ? v.comment : null,
});

export async function teamViews(ctx: ServiceContext, rows: VacationRow[]): Promise<ServerAnswer<TeamVacation>[]> {
  const card = await cardsOf(
    ctx,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({ ...vacationView(r), employee: card(r.userId) }));
}
