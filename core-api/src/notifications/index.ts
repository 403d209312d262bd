import type { Logger } from 'pino';
import type { Core } from '../core.js';
import type { Mailer } from '../mail/mailer.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createClientDb } from '../db/client-db.js';
import { NotifyChannel } from './entities.js';
import { Notifier } from './service.js';
import { systemChannel } from './channels/system.js';
import { centerChannel } from './channels/center.js';
import { emailChannel } from './channels/email.js';
import { messengerChannel, MESSENGERS } from './channels/messengers.js';
import type { ChannelAdapter, ChannelName } from './channels/types.js';

/** The notifier with its six channels, each an adapter. */
export function createNotifier(core: Core, hub: RealtimeHub, mailer: Mailer, log: Logger): Notifier {
  const configOf = (channel: string) => (clientId: string) =>
    createClientDb(core.ds, clientId)
      .repo(NotifyChannel)
      .findOne({ channel: channel as never });
  const adapters = new Map<ChannelName, ChannelAdapter>([
    ['center', centerChannel(core)],
    ['system', systemChannel(hub)],
    ['email', emailChannel(mailer, core.config.publicUrl)],
    ...MESSENGERS.map((m) => [m, messengerChannel(m, configOf(m), log, core.config.publicUrl)] as [ChannelName, ChannelAdapter]),
  ]);
  return new Notifier(core, adapters);
}
