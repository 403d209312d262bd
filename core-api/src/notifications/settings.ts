import { CORE_NOTIFICATION_SECTIONS, NOTIFICATION_CHANNELS } from '@atrium/sdk/shared';
import type { PluginDefinition, ClientDb } from '@atrium/sdk/server';
import { NotifySetting, type NotifySettingRow } from './entities.js';
import type { ChannelName } from './channels/types.js';

/** Without a choice of their own, users get the popup and the notification centre (no mail per event). */
export const DEFAULT_CHANNELS: ChannelName[] = ['system', 'center'];

export const CHANNELS = NOTIFICATION_CHANNELS as readonly ChannelName[];

/** Every section of the installation: the core's (`all`, `other`) and those the plugins' manifests declare. */
export const sectionsOf = (plugins: PluginDefinition[]): [string, ...string[]] => [
  ...CORE_NOTIFICATION_SECTIONS,
  ...plugins.flatMap((p) => Object.keys(p.manifest.notificationSections ?? {})),
];

/** A section no installed plugin declares (a plugin's kinds are typed, so only a free POST api/notification names one) is filed under 'other'. */
export const sectionOf = (sections: readonly string[], s: string) => (s !== 'all' && sections.includes(s) ? s : 'other');

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

export function toSettings(sections: readonly string[], userId: string, row: NotifySettingRow | null | undefined): UserNotifySettings {
  const channels: Record<string, ChannelName[]> = {};
  for (const s of sections) channels[s] = channelsFor(row ?? undefined, s);
  return { user_id: userId, channels, digest: row?.digest ?? false, targets: row?.targets ?? {} };
}

export async function saveSettings(
  sections: readonly string[],
  db: ClientDb,
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
  return toSettings(sections, userId, { ...(row ?? ({} as NotifySettingRow)), ...next });
}
