import type { Logger } from 'pino';
import type { NotifyChannelRow } from '../entities.js';
import type { ChannelAdapter, ChannelName, Delivery } from './types.js';
import { absoluteLink } from './email.js';

type Messenger = Extract<ChannelName, 'telegram' | 'teams' | 'slack'>;
export const MESSENGERS: Messenger[] = ['telegram', 'teams', 'slack'];

const TIMEOUT_MS = 5000;

/** The HTTP call each messenger's API expects, from the client's base URL and token. */
function request(channel: Messenger, cfg: NotifyChannelRow, target: string, text: string): { url: string; init: RequestInit } {
  const base = cfg.baseUrl.replace(/\/$/, '');
  const json = { 'content-type': 'application/json' };
  switch (channel) {
    case 'telegram':
      return {
        url: `${base}/bot${cfg.token}/sendMessage`,
        init: { method: 'POST', headers: json, body: JSON.stringify({ chat_id: target, text }) },
      };
    case 'slack':
      return {
        url: `${base}/api/chat.postMessage`,
        init: {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${cfg.token}` },
          body: JSON.stringify({ channel: target, text }),
        },
      };
    case 'teams':
      return {
        url: `${base}/v1.0/chats/${encodeURIComponent(target)}/messages`,
        init: {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${cfg.token}` },
          body: JSON.stringify({ body: { contentType: 'text', content: text } }),
        },
      };
  }
}

/**
 * Telegram, MS Teams and Slack through their HTTP APIs. The base URL and token are set per client
 * (notify_channel), the address per user (settings targets); a user without an address is skipped.
 */
export function messengerChannel(
  channel: Messenger,
  configOf: (clientId: string) => Promise<NotifyChannelRow | null>,
  log: Logger,
  publicUrl: string,
): ChannelAdapter {
  return {
    name: channel,
    async deliver(d: Delivery) {
      const target = d.targets[channel];
      if (!target) return;
      const cfg = await configOf(d.clientId);
      if (!cfg || !cfg.active) return;
      const n = d.notification;
      const text = [n.title, n.text, absoluteLink(publicUrl, n.link)].filter(Boolean).join('\n');
      const { url, init } = request(channel, cfg, target, text);
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
        const body = (await res.json().catch(() => ({}))) as { ok?: boolean };
        // Telegram and Slack answer 200 with ok: false on refusals.
        if (!res.ok || body.ok === false) log.warn({ channel, status: res.status, body }, 'messenger refused a notification');
      } catch (err) {
        log.warn({ err, channel }, 'messenger delivery failed');
      }
    },
  };
}
