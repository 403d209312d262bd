import { NOTIFICATION_CHANNELS, NOTIFICATION_SECTIONS } from '@atrium/sdk/shared';
import type { TenantDb } from '@atrium/sdk/server';
import { NotifySetting, type NotifySettingRow } from './entities.js';
import type { ChannelName } from './channels/types.js';

/** Without a choice of their own, users get the popup and the notification centre (no mail per event). */
export const DEFAULT_CHANNELS: ChannelName[] = ['system', 'center'];

export const SECTIONS = NOTIFICATION_SECTIONS.filter((s) => s !== 'all');
export const CHANNELS = NOTIFICATION_CHANNELS as readonly ChannelName[];

/** A section named by a plugin that the centre does not know is filed under 'other'. */
export const sectionOf = (s: string) => ((SECTIONS as readonly string[]).includes(s) ? s : 'other');

export interface UserNotifySettings {
  user_id: string;
  channels: Record<string, ChannelName[]>;
  digest: boolean;
  targets: NotifySettingRow['targets'];
}

/** The channels a user gets for a section: the section's own choice, else the choice for 'all', else the defaults. */
export function channelsFor(setting: Pick<NotifySettingRow, 'channels'> | undefined, section: string): ChannelName[] {
  const c = setting?.channels ?? {};
  return (c[section] ?? c.all ?? DEFAULT_CHANNELS) as ChannelName[];
}

export function toSettings(userId: string, row: NotifySettingRow | null | undefined): UserNotifySettings {
  const channels: Record<string, ChannelName[]> = {};
  for (const s of NOTIFICATION_SECTIONS) channels[s] = channelsFor(row ?? undefined, s);
  return { user_id: userId, channels, digest: row?.digest ?? false, targets: row?.targets ?? {} };
}

export async function saveSettings(
  db: TenantDb,
  userId: string,
  patch: { channels?: Record<string, ChannelName[]>; digest?: boolean; targets?: NotifySettingRow['targets'] },
) {
  const repo = db.repo(NotifySetting);
  const row = await repo.findOne({ userId });
  const next = {
    channels: { ...(row?.channels ?? {}), ...(patch.channels ?? {}) },
    digest: patch.digest ?? row?.digest ?? false,
    targets: { ...(row?.targets ?? {}), ...(patch.targets ?? {}) },
  };
  if (row) await repo.update({ id: row.id }, next);
  else await repo.insert({ userId, ...next });
  return toSettings(userId, { ...(row ?? ({} as NotifySettingRow)), ...next });
}
