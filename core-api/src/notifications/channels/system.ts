import type { RealtimeHub } from '../../realtime/hub.js';
import type { ChannelAdapter, Delivery } from './types.js';

/** The system popup: the notification reaches the user's open tabs at once through socket.io. */
export function systemChannel(hub: RealtimeHub): ChannelAdapter {
  return {
    name: 'system',
    async deliver(d: Delivery) {
      const n = d.notification;
      hub.toUser(d.clientId, d.user.id, 'notification', {
        _id: n.id,
        name: n.name,
        section: n.section,
        title: n.title,
        text: n.text,
        link: n.link,
        createdAt: n.createdAt.toISOString(),
      });
    },
  };
}
