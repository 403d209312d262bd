import { type RouteBuilder } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { chatRoutes } from '../../shared/routes.js';
import { managed, membership } from '../services/access.js';
import { history } from '../services/history.js';
import { listChats, unreadTotal } from '../services/list.js';
import { changeMembers, deleteOrLeave } from '../services/manage.js';
import { memberSettings, updateChat } from '../services/store.js';
import { chatView, listItems } from '../services/view.js';

export function routes(r: RouteBuilder) {
  r.route(
    chatRoutes.list,
    { summary: "The user's chats: pinned, then private, then the others, each by last message time" },
    async (ctx) => {
      // Each employee reads their own list only.
      if (ctx.params.user !== ctx.me.user.id) throw RULES.noAccess.forbidden();
      return listChats(ctx, ctx.me.user.id, { ...ctx.query, archived: ctx.query.archived === 'true' });
    },
  );

  r.route(chatRoutes.unread, { summary: 'Unread messages over chats neither muted nor archived (the menu badge)' }, async (ctx) => ({
    total: await unreadTotal(ctx, ctx.me.user.id),
  }));

  r.route(
    chatRoutes.remove,
    { summary: 'Delete a chat for everyone (its managers, either side of a private chat) or leave it' },
    async (ctx) => {
      const m = await membership(ctx, ctx.params.chat, ctx.me.user.id);
      const { deleted } = await deleteOrLeave(ctx, ctx.me, m);
      return { id: m.chat.id, deleted };
    },
  );

  r.route(chatRoutes.get, { summary: 'One chat with its participants, their read marks and presence' }, async (ctx) => {
    const m = await membership(ctx, ctx.params.id, ctx.me.user.id);
    return chatView(ctx, m.chat, m.member);
  });

  r.route(chatRoutes.update, { summary: 'Rename, picture or close a named chat (its owner or an admin)' }, async (ctx) => {
    const m = managed(ctx.me, await membership(ctx, ctx.params.id, ctx.me.user.id));
    return chatView(ctx, await updateChat(ctx, m, ctx.body), m.member);
  });

  r.route(chatRoutes.settings, { summary: 'Pin, mute or archive a chat for oneself' }, async (ctx) => {
    const m = await membership(ctx, ctx.params.id, ctx.me.user.id);
    const member = await memberSettings(ctx, m, ctx.body);
    const [item] = await listItems(ctx, [member], ctx.me.user.id);
    return item!;
  });

  r.route(chatRoutes.members, { summary: "Add and remove a named chat's members (its owner or an admin)" }, async (ctx) => {
    const m = managed(ctx.me, await membership(ctx, ctx.params.id, ctx.me.user.id));
    await changeMembers(ctx, m, ctx.body.add ?? [], ctx.body.remove ?? []);
    return chatView(ctx, m.chat, m.member);
  });

  r.route(chatRoutes.messages, { summary: 'A page of history by sequence number: before (older) or after (missed)' }, async (ctx) => {
    const m = await membership(ctx, ctx.params.id, ctx.me.user.id);
    return history(ctx, m.chat.id, ctx.query);
  });

  r.route(chatRoutes.files, { summary: "The chat's file messages, newest page first" }, async (ctx) => {
    const m = await membership(ctx, ctx.params.id, ctx.me.user.id);
    return history(ctx, m.chat.id, ctx.query, 'files');
  });

  r.route(chatRoutes.links, { summary: "The chat's messages with a web address, newest page first" }, async (ctx) => {
    const m = await membership(ctx, ctx.params.id, ctx.me.user.id);
    return history(ctx, m.chat.id, ctx.query, 'links');
  });
}
