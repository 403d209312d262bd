import type { UserContext } from '@atrium/sdk/server';
import { LMS_ADMIN_ROLE, RULES } from '../../shared/constants.js';
import { Course, CourseAdmin, Member, type CourseRow } from '../entities/index.js';

/** Admins, the module administrators and the course admins of the settings manage every course. */
export async function canManage(ctx: UserContext): Promise<boolean> {
  if (ctx.me.isAdmin || ctx.me.user.roles.includes(LMS_ADMIN_ROLE)) return true;
  return ctx.db.repo(CourseAdmin).exists({ userId: ctx.me.user.id });
}

/** Refuses (403 No access) anyone who does not manage courses. */
export async function mustManage(ctx: UserContext): Promise<void> {
  if (!(await canManage(ctx))) throw RULES.noAccess.forbidden();
}

/** Whether the caller is a learner of the course. */
export const isMember = (ctx: UserContext, courseId: string, userId = ctx.me.user.id) => ctx.db.repo(Member).exists({ courseId, userId });

/**
 * A course the caller may read: managers read all; others a published course or one appointed to them
 * (never a draft or an archived one that is not theirs); anything else is 404, as for an unknown id.
 */
export async function readableCourse(ctx: UserContext, id: string): Promise<CourseRow> {
  const course = await ctx.db.repo(Course).get(id);
  if (await canManage(ctx)) return course;
  if (course.status === 'published' || (course.status !== 'draft' && (await isMember(ctx, id)))) return course;
  throw RULES.noAccess.notFound();
}

/** The caller reads their own data, or anyone's when they manage courses. */
export async function mustBeSelfOrManager(ctx: UserContext, userId: string): Promise<void> {
  if (userId !== ctx.me.user.id) await mustManage(ctx);
}

/**
 * A chief's team is read by the chief, by a chief above them (deep), or by admins and the module's
 * administrators; anyone else is refused (403).
 */
export async function mustSeeTeamOf(ctx: UserContext, chiefId: string): Promise<void> {
  const me = ctx.me.user.id;
  if (chiefId === me || ctx.me.isAdmin || ctx.me.user.roles.includes(LMS_ADMIN_ROLE)) return;
  if (!(await ctx.org.isChiefOf(me, chiefId, { deep: true }))) throw RULES.noAccess.forbidden();
}
