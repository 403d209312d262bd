import type { NotifySettingRow } from '../entities.js';

export type ChannelName = 'system' | 'center' | 'email' | 'telegram' | 'teams' | 'slack';

export interface Recipient {
  id: string;
  email: string;
  lang: string;
  firstName: string;
  lastName: string;
}

/** One rendered notification on its way to one user. */
export interface Delivery {
  clientId: string;
  user: Recipient;
  targets: NotifySettingRow['targets'];
  vars: Record<string, string | number>;
  authorId: string | null;
  /** Listed in the centre (the user chose it for the section). */
  inCenter: boolean;
  /** Waits for the daily digest instead of a mail now. */
  digest: boolean;
  notification: {
    id: string | null;
    name: string;
    section: string;
    title: string;
    text: string;
    full: string | null;
    link: string | null;
    createdAt: Date;
  };
}

/** A channel is an adapter: it takes one delivery and sends it its own way. */
export interface ChannelAdapter {
  readonly name: ChannelName;
  deliver(d: Delivery): Promise<void>;
}
