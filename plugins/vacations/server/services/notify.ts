import type { UserContext } from '@atrium/sdk/server';
import { SECTION } from '../../shared/constants.js';
import type { VacationRow } from '../entities/index.js';

const LINK = '/vacations';

/** The chief hears of a vacation planned (new, or changed and waiting again), unless they planned it. */
export async function tellChief(ctx: UserContext, v: VacationRow) {
  const chief = await ctx.org.chiefOf(v.userId);
  if (!chief || chief === ctx.me.user.id) return;
  const [card] = await ctx.employees.cards([v.userId]);
  const name = card ? card.fullName : '';
  await ctx.notify([chief], { name: 'vacation.planned', section: SECTION, vars: { name, start: v.start, end: v.end }, link: LINK });
}

/** The employee hears of the chief's decision. */
export async function tellDecision(ctx: UserContext, v: VacationRow) {
  if (v.userId === ctx.me.user.id) return;
  const dates = { start: v.start, end: v.end };
  await ctx.notify(
    [v.userId],
    v.status === 'approved'
      ? { name: 'vacation.approved', section: SECTION, vars: dates, link: LINK }
      : { name: 'vacation.returned', section: SECTION, vars: { ...dates, comment: v.comment ?? '' }, link: LINK },
  );
}
