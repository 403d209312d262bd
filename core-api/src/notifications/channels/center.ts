import type { Core } from '../../core.js';
import { createClientDb } from '../../db/client-db.js';
import { Notification } from '../entities.js';
import type { ChannelAdapter, Delivery } from './types.js';

/**
 * The notification centre: the stored row the centre lists and the read status refers to. It also keeps
 * the rows that wait for the daily digest (not shown in the centre unless the user chose it). It runs
 * before the other channels, so the popup and mails carry the row's id.
 */
export function centerChannel(core: Core): ChannelAdapter {
  return {
    name: 'center',
    async deliver(d: Delivery) {
      const n = d.notification;
      const row = await createClientDb(core.ds, d.clientId).repo(Notification).insert({
        userId: d.user.id,
        name: n.name,
        section: n.section,
        title: n.title,
        text: n.text,
        full: n.full,
        link: n.link,
        vars: d.vars,
        authorId: d.authorId,
        inCenter: d.inCenter,
        digestPending: d.digest,
      });
      n.id = row.id;
      n.createdAt = row.createdAt;
    },
  };
}
