import { Brackets, errors, type ObjectLiteral, type SelectQueryBuilder, type UserContext } from '@atrium/sdk/server';
import { MSG } from '../../shared/constants.js';
import { Desk, Member, type DeskRow } from '../entities/index.js';

export const noAccess = () => errors.forbidden(MSG.noAccess, 'task_tracker.errors.noAccess');

/** The caller's place on a board: the owner and admins manage it; members view it and comment on cards. */
export type Place = 'manage' | 'view' | null;

export async function placeOn(ctx: UserContext, desk: DeskRow): Promise<Place> {
  if (ctx.me.isAdmin || desk.ownerId === ctx.me.user.id) return 'manage';
  const m = await ctx.db.repo(Member).findOne({ deskId: desk.id, userId: ctx.me.user.id });
  if (m?.role === 'admin') return 'manage';
  // A hidden board is its managers' only.
  return m && desk.status !== 'hidden' ? 'view' : null;
}

/** A board the caller may see (404 for another client's id, 403 otherwise). */
export async function readableDesk(ctx: UserContext, id: string) {
  const desk = await ctx.db.repo(Desk).get(id);
  const place = await placeOn(ctx, desk);
  if (!place) throw noAccess();
  return { desk, manage: place === 'manage' };
}

/** A board the caller manages. */
export async function managedDesk(ctx: UserContext, id: string) {
  const { desk, manage } = await readableDesk(ctx, id);
  if (!manage) throw noAccess();
  return desk;
}

/** A board the caller manages and that is not finished (its cards and lanes change). */
export async function openDesk(ctx: UserContext, id: string) {
  const desk = await managedDesk(ctx, id);
  if (desk.finished) throw errors.badRequest(MSG.deskFinished, 'task_tracker.errors.deskFinished');
  return desk;
}

/** ANDs "the user sees board `alias.column`" onto a query (lists, in SQL). */
export function visibleDesks<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, ctx: UserContext, column: string) {
  if (ctx.me.isAdmin) return qb;
  return qb.andWhere(
    new Brackets((w) =>
      w
        .where(`EXISTS (SELECT 1 FROM task_tracker_desk vd WHERE vd.id = ${column} AND vd.clientId = :vcid AND vd.ownerId = :vme)`)
        .orWhere(
          `EXISTS (SELECT 1 FROM task_tracker_member vm INNER JOIN task_tracker_desk vd2 ON vd2.id = vm.deskId WHERE vm.deskId = ${column} AND vm.clientId = :vcid AND vm.userId = :vme AND (vm.role = 'admin' OR vd2.status <> 'hidden'))`,
        ),
    ),
    { vme: ctx.me.user.id, vcid: ctx.db.clientId },
  );
}
