import type { RouteBuilder } from '@atrium/sdk/server';
import { SERVICE_RESOURCE } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import { Service, ServiceGroup } from '../entities/index.js';
import { canManage, mustManage, readableService } from '../services/access.js';
import { createService, removeGroup, removeService, updateService } from '../services/store.js';
import { groupView, serviceItem, serviceView } from '../services/views.js';
import { requestRoutes } from './requests.js';

/**
 * The Services calls of spec features §7. The core checks the session, the feature `services` and the right
 * `services` first; groups and services are written by admins and `services_admin` only, and read through grants.
 */
export function routes(r: RouteBuilder) {
  r.route(servicesRoutes.groups, { summary: "The client's service groups by name, each with its number of services" }, async (ctx) => {
    const groups = await ctx.db.repo(ServiceGroup).find({ order: { name: 'ASC' } });
    const counts = await ctx.db
      .repo(Service)
      .qb('s')
      .select('s.groupId', 'groupId')
      .addSelect('COUNT(*)', 'n')
      .groupBy('s.groupId')
      .getRawMany<{ groupId: string; n: number | string }>();
    const count = new Map(counts.map((c) => [c.groupId, Number(c.n)]));
    return groups.map((g) => groupView(g, count.get(g.id) ?? 0));
  });

  r.route(servicesRoutes.createGroup, { summary: 'Add a service group (admins, services_admin)' }, async (ctx) => {
    mustManage(ctx);
    return groupView(await ctx.db.repo(ServiceGroup).insert(ctx.body), 0);
  });

  r.route(servicesRoutes.updateGroup, { summary: 'Rename a service group' }, async (ctx) => {
    mustManage(ctx);
    const group = await ctx.db.repo(ServiceGroup).get(ctx.params.id);
    if (ctx.body.name !== undefined) await ctx.db.repo(ServiceGroup).update({ id: group.id }, { name: ctx.body.name });
    return groupView({ ...group, ...ctx.body }, await ctx.db.repo(Service).count({ groupId: group.id }));
  });

  r.route(servicesRoutes.removeGroup, { summary: 'Delete an empty service group (409 group not empty)' }, async (ctx) => {
    mustManage(ctx);
    return { id: (await removeGroup(ctx, ctx.params.id)).id };
  });

  r.route(servicesRoutes.list, { summary: 'The catalogue: services the caller may file, by name, paged' }, async (ctx) => {
    const { page, limit, groupId } = ctx.query;
    const granted = canManage(ctx.me) ? undefined : { user: ctx.me.user, resourceType: SERVICE_RESOURCE };
    const found = await ctx.db.repo(Service).page({ where: groupId ? { groupId } : {}, order: { name: 'ASC' }, page, limit, granted });
    return { ...found, result: found.result.map(serviceItem) };
  });

  r.route(
    servicesRoutes.byArticle,
    { summary: 'Services the caller may file whose description is this knowledge-base article' },
    async (ctx) => {
      const q = ctx.db.repo(Service).qb('s').andWhere('s.articleId = :article', { article: ctx.params.id }).orderBy('s.name', 'ASC');
      if (!canManage(ctx.me)) ctx.grants.applyTo(q, ctx.me.user, SERVICE_RESOURCE, { alias: 's' });
      return (await q.take(100).getMany()).map(serviceItem);
    },
  );

  r.route(servicesRoutes.get, { summary: 'One service with its steps' }, async (ctx) => {
    const row = await readableService(ctx, ctx.params.id);
    const manage = canManage(ctx.me);
    return serviceView(row, manage, manage ? await ctx.grants.get(SERVICE_RESOURCE, row.id) : []);
  });

  r.route(servicesRoutes.create, { summary: 'Add a service (admins, services_admin)' }, async (ctx) => {
    mustManage(ctx);
    const row = await createService(ctx, ctx.body, ctx.me.user.id);
    return serviceView(row, true, await ctx.grants.get(SERVICE_RESOURCE, row.id));
  });

  r.route(servicesRoutes.update, { summary: 'Change a service; fields left out keep their values' }, async (ctx) => {
    mustManage(ctx);
    const row = await updateService(ctx, await ctx.db.repo(Service).get(ctx.params.id), ctx.body);
    return serviceView(row, true, await ctx.grants.get(SERVICE_RESOURCE, row.id));
  });

  r.route(servicesRoutes.remove, { summary: 'Delete a service' }, async (ctx) => {
    mustManage(ctx);
    const row = await ctx.db.repo(Service).get(ctx.params.id);
    await removeService(ctx, row);
    return { id: row.id };
  });

  requestRoutes(r);
}
