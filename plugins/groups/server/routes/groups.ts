import type { RouteBuilder } from '@atrium/sdk/server';
import { errors } from '@atrium/sdk/shared';
import { groupRoutes } from '../../shared/routes.js';
import { findableGroup, managedGroup, relationOf } from '../services/access.js';
import { groupList } from '../services/lists.js';
import { checkCover, createGroup, deleteGroup, updateGroup } from '../services/store.js';
import { groupView } from '../services/view.js';

export function groupCrudRoutes(r: RouteBuilder) {
  r.route(groupRoutes.create, { summary: 'Create a group; the creator owns and administers it' }, async (ctx) => {
    if (ctx.body.cover) await checkCover(ctx, ctx.body.cover);
    const group = await createGroup(ctx, ctx.body, ctx.me.user.id);
    await ctx.journal('groups', 'group.create', { groupId: group.id });
    return groupView(ctx, group, await relationOf(ctx, group, ctx.me.user.id));
  });

  r.route(groupRoutes.byClient, { summary: 'Groups the caller can find (a private one only as a member), by name; ?search' }, (ctx) =>
    groupList(ctx, { of: 'all', search: ctx.query.search, page: ctx.query.page, limit: ctx.query.limit }),
  );

  r.route(groupRoutes.byUser, { summary: "A person's groups, as far as the caller can find them; ?search" }, (ctx) =>
    groupList(ctx, { of: 'member', member: ctx.params.id, search: ctx.query.search, page: ctx.query.page, limit: ctx.query.limit }),
  );

  r.route(
    groupRoutes.canReadBy,
    { summary: 'Groups whose posts a person may read (the person or a company administrator asks)' },
    (ctx) => {
      if (ctx.params.id !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.forbidden();
      return groupList(ctx, { of: 'reads', member: ctx.params.id, page: ctx.query.page, limit: ctx.query.limit });
    },
  );

  r.route(groupRoutes.get, { summary: 'One group; 404 when it is missing or the caller cannot find it' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    return groupView(ctx, group, rel);
  });

  r.route(groupRoutes.update, { summary: "Change a group's name, description, type or cover (its administrators)" }, async (ctx) => {
    const { group, rel } = await managedGroup(ctx, ctx.params.id);
    const updated = await updateGroup(ctx, group, ctx.body);
    await ctx.journal('groups', 'group.update', { groupId: group.id });
    return groupView(ctx, updated, rel);
  });

  r.route(groupRoutes.remove, { summary: 'Delete a group (its owner or a company administrator)' }, async (ctx) => {
    const { group, rel } = await findableGroup(ctx, ctx.params.id);
    if (!rel.owner && !ctx.me.isAdmin) throw errors.forbidden();
    await deleteGroup(ctx, group);
    await ctx.journal('groups', 'group.delete', { groupId: group.id, name: group.name });
    return { id: group.id };
  });
}
