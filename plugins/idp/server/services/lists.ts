import type { UserContext } from '@atrium/sdk/server';
import type { IdpListView, IdpStatus } from '../../shared/constants.js';
import { Idp } from '../entities/index.js';
import { readsAll } from './access.js';
import { cardsOf, listItem } from './views.js';

interface ListQuery {
  view: IdpListView;
  status?: IdpStatus;
  page: number;
  limit: number;
}

/**
 * The plans of one list, newest first, counted and cut in SQL: `mine` the caller's own, `observed` those they
 * observe, `team` those of their reporting line (deep), `all` every plan they may read.
 */
export async function listIdps(ctx: UserContext, { view, status, page, limit }: ListQuery) {
  const me = ctx.me.user.id;
  const q = ctx.db.repo(Idp).qb('p');
  const team = view === 'team' || (view === 'all' && !readsAll(ctx.me)) ? await ctx.org.subordinatesOf(me, { deep: true }) : [];
  const inTeam = team.length ? ' OR p.employeeId IN (:...team)' : '';
  if (view === 'mine') q.andWhere('p.employeeId = :me', { me });
  if (view === 'observed') q.andWhere('p.observerId = :me', { me });
  if (view === 'team') q.andWhere(team.length ? 'p.employeeId IN (:...team)' : '1 = 0', { team });
  if (view === 'all' && !readsAll(ctx.me))
    q.andWhere(`(p.employeeId = :me OR p.observerId = :me OR p.creatorId = :me${inTeam})`, { me, team });
  if (status) q.andWhere('p.status = :status', { status });
  const [rows, total] = await q
    .orderBy('p.createdAt', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .skip((page - 1) * limit)
    .take(limit)
    .getManyAndCount();
  const card = await cardsOf(
    ctx,
    rows.map((p) => p.employeeId),
  );
  return { result: rows.map((p) => listItem(p, card)), page, limit, total };
}

/**
 * The plans of one employee: all of them for the employee, their chiefs and the module's readers; for anyone
 * else those they created or observe.
 */
export async function plansOf(ctx: UserContext, employeeId: string, page: number, limit: number) {
  const me = ctx.me.user.id;
  const whole = readsAll(ctx.me) || me === employeeId || (await ctx.org.isChiefOf(me, employeeId, { deep: true }));
  const q = ctx.db.repo(Idp).qb('p').andWhere('p.employeeId = :employeeId', { employeeId });
  if (!whole) q.andWhere('(p.observerId = :me OR p.creatorId = :me)', { me });
  const [rows, total] = await q
    .orderBy('p.createdAt', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .skip((page - 1) * limit)
    .take(limit)
    .getManyAndCount();
  const card = await cardsOf(ctx, [employeeId]);
  return { result: rows.map((p) => listItem(p, card)), page, limit, total };
}
