import { Brackets, type ObjectLiteral, type ScopedQueryBuilder, type UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { Desk, Member, type DeskRow } from '../entities/index.js';

export const noAccess = () => RULES.noAccess.forbidden();

/** The caller's place on a desk: the owner and admins manage it; members view it and comment on tasks. */
export type Place = 'manage' | 'view' | null;

export async function placeOn(ctx: UserContext, desk: DeskRow): Promise<Place> {
  if (ctx.me.isAdmin || desk.ownerId === ctx.me.user.id) return 'manage';
  const m = await ctx.db.repo(Member).findOne({ deskId: desk.id, userId: ctx.me.user.id });
  if (m?.role === 'admin') return 'manage';
  // A hidden desk is its managers' only (and `notHidden` is the same rule for lists that reach past membership).
  return m && desk.status !== 'hidden' ? 'view' : null;
}

/** A desk the caller may see (404 for another client's id, 403 otherwise). */
export async function readableDesk(ctx: UserContext, id: string) {
  const desk = await ctx.db.repo(Desk).get(id);
  const place = await placeOn(ctx, desk);
  if (!place) throw noAccess();
  return { desk, manage: place === 'manage' };
}

/** A desk the caller manages. */
export async function managedDesk(ctx: UserContext, id: string) {
  const { desk, manage } = await readableDesk(ctx, id);
  if (!manage) throw noAccess();
  return desk;
}

/** A desk the caller manages and that is not finished (its tasks and lanes change). */
export async function openDesk(ctx: UserContext, id: string) {
  const desk = await managedDesk(ctx, id);
  if (desk.finished) throw RULES.deskFinished.badRequest();
  return desk;
}

/** ANDs "the user sees desk `alias.column`" onto a query (lists, in SQL): they own it, or are on it and it is not hidden from them. */
export function visibleDesks<T extends ObjectLiteral>(qb: ScopedQueryBuilder<T>, ctx: UserContext, column: string) {
  if (ctx.me.isAdmin) return qb;
  const owned = qb.sub(Desk, 'vd', (s) => s.select('1').andWhere(`vd.id = ${column} AND vd.ownerId = :vme`));
  const onIt = qb.sub(Member, 'vm', (s) =>
    s
      .select('1')
      .innerJoinScoped(Desk, 'vd2', 'vd2.id = vm.deskId')
      .andWhere(`vm.deskId = ${column} AND vm.userId = :vme AND (vm.role = 'admin' OR vd2.status <> 'hidden')`),
  );
  return qb.andWhere(new Brackets((w) => w.where(`EXISTS (${owned})`).orWhere(`EXISTS (${onIt})`)), { vme: ctx.me.user.id });
}

/**
 * ANDs "desk `alias.column` is not hidden from the user" onto a query: a hidden desk is its managers'
 * only, so a list that shows tasks beyond the caller's desks (the team's overdue tasks) leaves out those
 * of a hidden desk the caller does not manage.
 */
export function notHidden<T extends ObjectLiteral>(qb: ScopedQueryBuilder<T>, ctx: UserContext, column: string) {
  if (ctx.me.isAdmin) return qb;
  const hidden = qb.sub(Desk, 'hd', (s) => {
    const manages = s.sub(Member, 'hm', (m) => m.select('1').andWhere("hm.deskId = hd.id AND hm.userId = :hme AND hm.role = 'admin'"));
    return s.select('1').andWhere(`hd.id = ${column} AND hd.status = 'hidden' AND hd.ownerId <> :hme AND NOT EXISTS (${manages})`);
  });
  return qb.andWhere(`NOT EXISTS (${hidden})`, { hme: ctx.me.user.id });
}
