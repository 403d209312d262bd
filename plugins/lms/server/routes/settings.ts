import type { RouteBuilder, UserContext } from '@atrium/sdk/server';
import { LMS_ADMIN_ROLE, RULES } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import { CourseAdmin } from '../entities/index.js';
import { cardsById } from '../services/views.js';

/** The course admins as cards, by name. */
async function adminsView(ctx: UserContext) {
  const rows = await ctx.db.repo(CourseAdmin).find({ order: { createdAt: 'ASC' } });
  const cards = await cardsById(
    ctx,
    rows.map((r) => r.userId),
  );
  return { admins: [...cards.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)) };
}

/** The course admins list of the module settings (spec features §6): readable by learners, replaced by admins. */
export function settingsRoutes(r: RouteBuilder) {
  r.route(lmsRoutes.admins, { summary: 'The course admins of the client' }, async (ctx) => {
    if (ctx.params.client !== ctx.me.client?.id) throw RULES.noAccess.notFound();
    return adminsView(ctx);
  });

  r.route(lmsRoutes.setAdmins, { summary: 'Replace the course admins (admins and lms_admin)' }, async (ctx) => {
    if (ctx.params.client !== ctx.me.client?.id) throw RULES.noAccess.notFound();
    if (!ctx.me.isAdmin && !ctx.me.user.roles.includes(LMS_ADMIN_ROLE)) throw RULES.noAccess.forbidden();
    const cards = await ctx.employees.cards(ctx.body.admins);
    const known = new Set(cards.filter((c) => !c.deleted).map((c) => c.id));
    const unknown = ctx.body.admins.filter((id) => !known.has(id));
    if (unknown.length) throw RULES.noAccess.badRequest([{ path: 'admins', message: 'unknown employees', ids: unknown }]);
    await ctx.db.transaction(async (db) => {
      await db.repo(CourseAdmin).delete({});
      if (known.size) await db.repo(CourseAdmin).insertMany([...known].map((userId) => ({ userId })));
    });
    return adminsView(ctx);
  });
}
