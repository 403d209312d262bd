import { In, Not } from 'typeorm';
import { z } from 'zod';
import { anyRequired, ChannelsBody, CORE_NOTIFICATION_SECTIONS, errors, idOf, PageQuery, TemplateBody, updateOf } from '@atrium/sdk/shared';
import type { RequestContext } from '@atrium/sdk/server';
import type { AreaFactory } from '../core.js';
import { User } from '../users/entity.js';
import {
  Notification,
  NotificationView,
  NotifyChannel,
  NotifySetting,
  NotifTemplate,
  type LangTexts,
  type NotificationRow,
} from './entities.js';
import { listParams, ListQuery, MessageBody, NotificationBody, settingsBody } from './schemas.js';
import { saveSettings, sectionsOf, toSettings } from './settings.js';
import { checkVariables, defaultTemplate, knownKinds, TEMPLATE_LANGS } from './templates.js';
import { platformOf } from '../services/providers.js';
import { zodError } from '../http/errors.js';
import { isFeatureOn } from '../rights/ability.js';
import type { ChannelName } from './channels/types.js';
import { MESSENGERS } from './channels/messengers.js';

const ClientParam = z.object({ clientId: idOf('Client') });
const UserParam = z.object({ userId: idOf('User') });

/** A user reads their own notifications and settings; admins read everyone's in their client. */
function ownOrAdmin(ctx: RequestContext, userId: string) {
  if (ctx.me.user.id !== userId && !ctx.me.isAdmin) throw errors.forbidden();
}

const toTexts = (v: string | LangTexts): LangTexts => (typeof v === 'string' ? Object.fromEntries(TEMPLATE_LANGS.map((l) => [l, v])) : v);

/** Adds the `read` flag from the user's view entries, in one query. */
async function withRead(ctx: RequestContext, userId: string, rows: NotificationRow[]) {
  if (!rows.length) return [];
  const views = await ctx.db.repo(NotificationView).find({ where: { userId, notificationId: In(rows.map((r) => r.id)) } });
  const seen = new Set(views.map((v) => v.notificationId));
  return rows.map((r) => ({ ...r, user_id: r.userId, read: seen.has(r.id) }));
}

/** Adds the view entry once; a second view of the same notification changes nothing. */
async function markViewed(ctx: RequestContext, notificationId: string, userId: string) {
  const views = ctx.db.repo(NotificationView);
  if (await views.exists({ notificationId, userId })) return;
  try {
    await views.insert({ notificationId, userId });
  } catch (err) {
    // Two tabs opening it at once: the unique index keeps one entry.
    if (!(await views.exists({ notificationId, userId }))) throw err;
  }
}

export const notificationsArea: AreaFactory = (core) => {
  const { notifier } = platformOf(core);
  const sections = sectionsOf(core.plugins);
  return {
    core: true,
    code: 'notifications',
    routes: (r) => {
      const recipients = (b: z.output<typeof NotificationBody>) => {
        const ids = [...(b.users ?? []), ...(b.user_id ? [b.user_id] : [])];
        if (!ids.length)
          throw errors.badRequest('Some data fields are empty', 'errors.validation', [{ path: 'users', message: 'required' }]);
        return ids;
      };
      /** What is sent, without its recipients and routing; a notification without a kind is a plain message of the `other` section. */
      const sent = ({
        users: _u,
        user_id: _one,
        channel: _c,
        client_id: _cl,
        name = 'message',
        section = 'other',
        ...rest
      }: z.output<typeof NotificationBody>) => ({ name, section, ...rest });
      /** `client_id` names the caller's own client (spec §3); another one is not found, and nothing is sent. */
      const ownClient = (ctx: RequestContext, b: z.output<typeof NotificationBody>) => {
        if (b.client_id && b.client_id !== ctx.db.clientId) throw errors.notFound();
      };
      const example = { users: [''], title: 'The office is closed on Friday', text: 'The heating is being repaired.' };

      r.post(
        '/notification',
        {
          auth: 'user',
          body: NotificationBody,
          summary: 'Notify employees of the client through the channels each chose (admins, or the notifications_send right)',
          example,
        },
        async (ctx) => {
          // A notification looks like the system talking, with a link: only those trusted to speak for it send one.
          if (!ctx.me.hasRight('notifications_send')) throw errors.forbidden(); // admins hold every right
          ownClient(ctx, ctx.body);
          // `channel` narrows each user's own choice: a user who turned a channel off gets nothing through it.
          return notifier.notify(ctx.db.clientId, recipients(ctx.body), sent(ctx.body), {
            authorId: ctx.me.user.id,
            only: ctx.body.channel,
          });
        },
      );

      r.put(
        '/notification',
        {
          auth: 'admin',
          body: NotificationBody,
          summary: 'Send a notification to the employees given by e-mail, or through the one channel named',
          example,
        },
        async (ctx) => {
          ownClient(ctx, ctx.body);
          return notifier.notify(ctx.db.clientId, recipients(ctx.body), sent(ctx.body), {
            channels: [ctx.body.channel ?? 'email'],
            authorId: ctx.me.user.id,
          });
        },
      );

      r.post(
        '/message',
        { auth: 'admin', body: MessageBody, summary: 'A one-off message to the popup and messengers of employees (all when none given)' },
        async (ctx) => {
          const ids = ctx.body.users?.length
            ? ctx.body.users
            : (
                await core.ds
                  .getRepository(User)
                  .find({ where: { clientId: ctx.db.clientId, deletion_mark: false, blocked: false }, select: { id: true } })
              ).map((u) => u.id);
          const channels: ChannelName[] = ['system', ...MESSENGERS];
          return notifier.notify(
            ctx.db.clientId,
            ids,
            { name: 'message', section: 'other', title: ctx.body.title, text: ctx.body.text, link: ctx.body.link },
            { channels, authorId: ctx.me.user.id },
          );
        },
      );

      r.get(
        '/notification/:clientId/all',
        { auth: 'admin', params: ClientParam, query: PageQuery, summary: 'Every notification of the client, newest first' },
        (ctx) => ctx.db.repo(Notification).page({ order: { createdAt: 'DESC', id: 'DESC' }, page: ctx.query.page, limit: ctx.query.limit }),
      );

      r.get(
        '/notification/unread/:clientId/:userId',
        {
          auth: 'user',
          params: z.object({ clientId: idOf('Client'), userId: idOf('User') }),
          summary: 'How many centre notifications the user has not read',
        },
        async (ctx) => {
          ownOrAdmin(ctx, ctx.params.userId);
          const count = await ctx.db
            .repo(Notification)
            .qb('n')
            .where('n.userId = :userId AND n.inCenter = :on', { userId: ctx.params.userId, on: true })
            .andWhere(
              'NOT EXISTS (SELECT 1 FROM notification_view v WHERE v.clientId = n.clientId AND v.notificationId = n.id AND v.userId = :userId)',
              { userId: ctx.params.userId },
            )
            .getCount();
          return { count };
        },
      );

      r.put('/notification/all/view', { auth: 'user', summary: 'Marks every centre notification of the caller read' }, async (ctx) => {
        const userId = ctx.me.user.id;
        const unread = await ctx.db
          .repo(Notification)
          .qb('n')
          .select(['n.id'])
          .where('n.userId = :userId AND n.inCenter = :on', { userId, on: true })
          .andWhere(
            'NOT EXISTS (SELECT 1 FROM notification_view v WHERE v.clientId = n.clientId AND v.notificationId = n.id AND v.userId = :userId)',
            { userId },
          )
          .limit(5000)
          .getMany();
        await ctx.db.repo(NotificationView).insertMany(unread.map((n) => ({ notificationId: n.id, userId })));
        return { count: unread.length };
      });

      r.get(
        '/notification/:id',
        { auth: 'user', params: z.object({ id: idOf('Notification') }), summary: 'One notification; viewing it marks it read' },
        async (ctx) => {
          const n = await ctx.db.repo(Notification).get(ctx.params.id);
          if (n.userId !== ctx.me.user.id && !ctx.me.isAdmin) throw errors.notFound();
          if (n.userId === ctx.me.user.id) await markViewed(ctx, n.id, n.userId);
          return (await withRead(ctx, n.userId, [n]))[0];
        },
      );

      r.get(
        '/notification/:clientId/:section/:userId/:time',
        {
          auth: 'user',
          params: listParams(sections),
          query: ListQuery,
          summary: "A user's centre notifications of a section before a time, newest first",
        },
        async (ctx) => {
          ownOrAdmin(ctx, ctx.params.userId);
          const { section, userId, time } = ctx.params;
          const before = time === 'now' ? new Date() : /^\d+$/.test(time) ? new Date(Number(time)) : new Date(time);
          const qb = ctx.db
            .repo(Notification)
            .qb('n')
            .where('n.userId = :userId AND n.inCenter = :on AND n.createdAt < :before', { userId, on: true, before })
            .orderBy('n.createdAt', 'DESC')
            .addOrderBy('n.id', 'DESC')
            .take(ctx.query.limit);
          if (section !== 'all') qb.andWhere('n.section = :section', { section });
          const viewed =
            'EXISTS (SELECT 1 FROM notification_view v WHERE v.clientId = n.clientId AND v.notificationId = n.id AND v.userId = :userId)';
          if (ctx.query.read === '1') qb.andWhere(viewed, { userId });
          if (ctx.query.read === '0') qb.andWhere(`NOT ${viewed}`, { userId });
          return withRead(ctx, userId, await qb.getMany());
        },
      );

      // The sections a user of the client chooses channels for: the core's, then each plugin's that is on.
      // Their titles: the host's texts for the core's, GET api/plugins/titles for a plugin's.
      r.get(
        '/notifications/sections',
        { auth: 'user', summary: "Notification sections of the client: the core's and those of its plugins that are on" },
        (ctx) => [
          ...CORE_NOTIFICATION_SECTIONS.map((section) => ({ section, plugin: null })),
          ...core.plugins
            .filter((p) => isFeatureOn(ctx.me.client, p.code))
            .flatMap((p) => Object.keys(p.manifest.notificationSections ?? {}).map((section) => ({ section, plugin: p.code }))),
        ],
      );

      // Per-user channel choice for each section (profile → notifications).
      r.get(
        '/user/notifications/client/:clientId',
        { auth: 'admin', params: ClientParam, summary: 'Notification settings of every employee of the client' },
        async (ctx) => {
          // Every employee, with the defaults for those who never chose.
          const users = await core.ds
            .getRepository(User)
            .find({ where: { clientId: ctx.db.clientId, deletion_mark: false }, select: { id: true }, take: 10000 });
          const rows = new Map((await ctx.db.repo(NotifySetting).find({ take: 10000 })).map((row) => [row.userId, row]));
          return users.map((u) => toSettings(sections, u.id, rows.get(u.id)));
        },
      );

      r.get(
        '/user/notifications/:userId',
        { auth: 'user', params: UserParam, summary: "A user's channels for each section" },
        async (ctx) => {
          ownOrAdmin(ctx, ctx.params.userId);
          await ctx.db.repo(User).get(ctx.params.userId);
          return toSettings(sections, ctx.params.userId, await ctx.db.repo(NotifySetting).findOne({ userId: ctx.params.userId }));
        },
      );

      r.put(
        '/user/notifications',
        {
          auth: 'user',
          body: settingsBody(sections),
          summary: "Sets a user's channels for sections, the daily digest and messenger addresses",
        },
        async (ctx) => {
          const userId = ctx.body.user_id ?? ctx.me.user.id;
          ownOrAdmin(ctx, userId);
          await ctx.db.repo(User).get(userId);
          const settings = await saveSettings(sections, ctx.db, userId, {
            channels: ctx.body.channels as Record<string, ChannelName[]> | undefined,
            digest: ctx.body.digest,
            targets: ctx.body.targets,
          });
          if (settings.digest) await core.providers.jobs(ctx.db.clientId, 'core').every('daily', 'digest');
          return settings;
        },
      );

      // Messenger connections of the client (admin panel → notification settings). Tokens are never sent back.
      r.get('/notification/channels', { auth: 'admin', summary: "The client's Telegram, Teams and Slack connections" }, async (ctx) =>
        (await ctx.db.repo(NotifyChannel).find()).map(({ token, ...c }) => ({ ...c, hasToken: !!token })),
      );

      r.put(
        '/notification/channels',
        { auth: 'admin', body: ChannelsBody, summary: "Sets the client's messenger base URLs and tokens" },
        async (ctx) => {
          const repo = ctx.db.repo(NotifyChannel);
          for (const c of ctx.body.channels) {
            const row = await repo.findOne({ channel: c.channel });
            if (row)
              await repo.update(
                { id: row.id },
                { baseUrl: c.baseUrl, active: c.active, ...(c.token !== undefined ? { token: c.token } : {}) },
              );
            else await repo.insert({ channel: c.channel, baseUrl: c.baseUrl, token: c.token ?? '', active: c.active });
          }
          await ctx.journal('notifications', 'channels.update', { channels: ctx.body.channels.map((c) => c.channel) });
          return (await repo.find()).map(({ token, ...c }) => ({ ...c, hasToken: !!token }));
        },
      );

      // Templates.
      r.get(
        '/notif_template/__',
        { auth: 'admin', summary: "The workspace default set: saved templates over the plugins' defaults" },
        async (ctx) => {
          const saved = await ctx.db.repo(NotifTemplate).find({ order: { code: 'ASC' } });
          const savedCodes = new Set(saved.map((t) => t.code));
          const defaults = [...knownKinds(core.plugins)]
            .filter(([code]) => !savedCodes.has(code))
            .map(([code, kind]) => defaultTemplate(code, kind));
          return [...saved, ...defaults];
        },
      );

      r.get(
        '/notif_template/:id',
        { auth: 'admin', params: z.object({ id: idOf('NotifTemplate') }), summary: 'One saved template' },
        (ctx) => ctx.db.repo(NotifTemplate).get(ctx.params.id),
      );

      const saveTemplate = async (ctx: RequestContext, b: z.output<typeof TemplateBody>) => {
        const t = {
          code: b.code,
          name: b.name,
          title: toTexts(b.title),
          short: toTexts(b.short),
          full: toTexts(b.full),
          variables: b.variables,
        };
        checkVariables(t, knownKinds(core.plugins).get(b.code));
        const repo = ctx.db.repo(NotifTemplate);
        const existing = b._id ? await repo.get(b._id) : await repo.findOne({ code: b.code });
        if (existing && (await repo.exists({ code: b.code, id: Not(existing.id) })))
          throw errors.conflict('A template with this code exists', 'notifications.templateCodeTaken');
        if (existing) {
          await repo.update({ id: existing.id }, t);
          return repo.get(existing.id);
        }
        return repo.insert(t);
      };
      r.post('/notif_template', { auth: 'admin', body: TemplateBody, summary: 'Saves a template (unknown variables are refused)' }, (ctx) =>
        saveTemplate(ctx, ctx.body),
      );
      r.put(
        '/notif_template',
        {
          auth: 'admin',
          // Without `_id` or `code` it is a new template, which `TemplateBody` refuses for want of its `code`.
          body: updateOf(TemplateBody).meta(anyRequired({ _id: {}, code: {} })),
          summary: 'Saves a template named by _id or code; fields left out keep their stored values (a new one needs code, name and title)',
          example: { code: 'message', name: 'Message', title: 'A message from the company' },
        },
        async (ctx) => {
          const { _id, code } = ctx.body;
          const repo = ctx.db.repo(NotifTemplate);
          const stored = _id ? await repo.get(_id) : code ? await repo.findOne({ code }) : null;
          if (!stored) {
            const whole = TemplateBody.safeParse(ctx.body);
            if (!whole.success) throw zodError(whole.error);
            return saveTemplate(ctx, whole.data);
          }
          const { name, title, short, full, variables } = stored;
          return saveTemplate(ctx, { code: stored.code, name, title, short, full, variables, ...ctx.body, _id: stored.id });
        },
      );

      r.delete(
        '/notif_template/:id',
        { auth: 'admin', params: z.object({ id: idOf('NotifTemplate') }), summary: 'Deletes a template; the default applies again' },
        async (ctx) => {
          await ctx.db.repo(NotifTemplate).get(ctx.params.id);
          await ctx.db.repo(NotifTemplate).delete({ id: ctx.params.id });
          return { deleted: true };
        },
      );
    },
  };
};
