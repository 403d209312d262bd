import { In } from 'typeorm';
import { errors } from '@atrium/sdk/shared';
import { inBatches, type NotifyInput } from '@atrium/sdk/server';
import type { Core } from '../core.js';
import { createClientDb } from '../db/client-db.js';
import { User } from '../users/entity.js';
import { NotifTemplate, NotifySetting, type NotifTemplateRow } from './entities.js';
import type { ChannelAdapter, ChannelName, Delivery } from './channels/types.js';
import { channelsFor, sectionOf, sectionsOf } from './settings.js';
import { knownKinds, langOf, pick, render, defaultTemplate } from './templates.js';

export interface NotifyOptions {
  /** Deliver through exactly these channels instead of each user's choice (PUT api/notification: e-mail). */
  channels?: ChannelName[];
  /** Only this one of the channels above (POST api/notification's `channel`). */
  only?: ChannelName;
  authorId?: string | null;
}

/**
 * Renders a notification for each recipient in their language and hands it to the channels each of them
 * chose for the section. Recipients must be employees of the same client, else the whole call is refused.
 */
export class Notifier {
  constructor(
    private readonly core: Core,
    private readonly adapters: Map<ChannelName, ChannelAdapter>,
  ) {}

  async notify(clientId: string, userIds: string[], input: NotifyInput, opts: NotifyOptions = {}): Promise<{ sent: number }> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return { sent: 0 };
    // An audience may be a whole company: its ids go to the database in batches.
    const users = await inBatches(ids, (part) => this.core.ds.getRepository(User).find({ where: { id: In(part), clientId } }));
    if (users.length !== ids.length) throw errors.notFound('User not found', 'errors.userNotFound');
    const db = createClientDb(this.core.ds, clientId);
    const section = sectionOf(sectionsOf(this.core.plugins), input.section);
    const vars = input.vars ?? {};
    const settings = new Map(
      (await inBatches(ids, (part) => db.repo(NotifySetting).find({ where: { userId: In(part) } }))).map((s) => [s.userId, s]),
    );
    const template = await this.templateFor(clientId, input.name);
    let sent = 0;
    for (const user of users) {
      // Fired employees keep their row but get nothing new.
      if (user.deletion_mark) continue;
      const setting = settings.get(user.id);
      const chosen = opts.channels ?? channelsFor(setting, section);
      const channels = opts.only ? chosen.filter((c) => c === opts.only) : chosen;
      const lang = langOf(user.lang);
      const title = render(pick(template?.title, lang) || input.title || input.name, vars).slice(0, 300);
      const text = render(pick(template?.short, lang) || input.text || '', vars);
      const full = render(pick(template?.full, lang), vars) || null;
      const digest = !opts.channels && !!setting?.digest && channels.includes('email');
      const notification: Delivery['notification'] = {
        id: null,
        name: input.name,
        section,
        title,
        text,
        full,
        link: input.link ?? null,
        createdAt: new Date(),
      };
      const delivery: Delivery = {
        clientId,
        user: { id: user.id, email: user.email, lang, firstName: user.firstName, lastName: user.lastName },
        targets: setting?.targets ?? {},
        vars,
        authorId: opts.authorId ?? null,
        inCenter: channels.includes('center'),
        digest,
        notification,
      };
      // The centre (or the digest's waiting row) first, so the other channels carry the row's id; the
      // digest replaces one mail per event.
      const order: ChannelName[] = [
        ...(delivery.inCenter || digest ? (['center'] as ChannelName[]) : []),
        ...channels.filter((c) => c !== 'center' && !(c === 'email' && digest)),
      ];
      for (const name of order) {
        const adapter = this.adapters.get(name);
        if (!adapter) continue;
        try {
          await adapter.deliver(delivery);
        } catch (err) {
          // A lost centre row is an error of the call; a channel that fails is logged and the rest go on.
          if (name === 'center') throw err;
          this.core.log.error({ err, channel: name, userId: user.id }, 'notification channel failed');
        }
      }
      sent++;
    }
    return { sent };
  }

  /** The client's stored template for the code, else the plugin's default, else none (input texts are used). */
  async templateFor(clientId: string, code: string): Promise<Pick<NotifTemplateRow, 'title' | 'short' | 'full'> | null> {
    const stored = await createClientDb(this.core.ds, clientId).repo(NotifTemplate).findOne({ code });
    if (stored) return stored;
    const kind = knownKinds(this.core.plugins).get(code);
    return kind ? defaultTemplate(code, kind) : null;
  }
}
