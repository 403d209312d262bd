import { defineEntity, type ClientRow } from '@atrium/sdk/server';

export type LangTexts = Partial<Record<'ru' | 'en' | 'uk', string>>;

/** One notification of one user, rendered in the user's language when it was raised. */
export interface NotificationRow extends ClientRow {
  userId: string;
  /** The kind (template code), e.g. 'poll.assigned'. */
  name: string;
  section: string;
  title: string;
  text: string;
  full: string | null;
  link: string | null;
  vars: Record<string, string | number>;
  authorId: string | null;
  /** Shown in the notification centre (the user chose the 'center' channel for the section). */
  inCenter: boolean;
  /** Waiting for the user's daily digest e-mail. */
  digestPending: boolean;
}

export const Notification = defineEntity<NotificationRow>({
  name: 'Notification',
  table: 'notification',
  indices: [
    { columns: ['userId', 'createdAt'], name: 'ix_notification_user' },
    { columns: ['userId', 'section', 'createdAt'], name: 'ix_notification_user_section' },
  ],
  columns: {
    userId: { type: 'varchar', length: 36 },
    name: { type: 'varchar', length: 100 },
    section: { type: 'varchar', length: 20 },
    title: { type: 'varchar', length: 300 },
    text: { type: 'text' },
    full: { type: 'text', nullable: true },
    link: { type: 'varchar', length: 1024, nullable: true },
    vars: { type: 'simple-json' },
    authorId: { type: 'varchar', length: 36, nullable: true },
    inCenter: { type: 'boolean', default: true },
    digestPending: { type: 'boolean', default: false },
  },
});

/** Read status: a view entry is added once per user and notification (docs/architecture.md, Roles, rights and content). */
export interface NotificationViewRow extends ClientRow {
  notificationId: string;
  userId: string;
}

export const NotificationView = defineEntity<NotificationViewRow>({
  name: 'NotificationView',
  table: 'notification_view',
  indices: [
    { columns: ['userId'], name: 'ix_notification_view_user' },
    { columns: ['notificationId', 'userId'], unique: true, name: 'ux_notification_view' },
  ],
  columns: {
    notificationId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
});

/** A workspace's template for one notification kind, with texts per language. */
export interface NotifTemplateRow extends ClientRow {
  code: string;
  name: string;
  title: LangTexts;
  short: LangTexts;
  full: LangTexts;
  variables: string[];
}

export const NotifTemplate = defineEntity<NotifTemplateRow>({
  name: 'NotifTemplate',
  table: 'notif_template',
  indices: [{ columns: ['code'], unique: true, name: 'ux_notif_template_code' }],
  columns: {
    code: { type: 'varchar', length: 100 },
    name: { type: 'varchar', length: 200 },
    title: { type: 'simple-json' },
    short: { type: 'simple-json' },
    full: { type: 'simple-json' },
    variables: { type: 'simple-json' },
  },
});

/** Per-user choice of channels for each section, the digest choice and messenger addresses. */
export interface NotifySettingRow extends ClientRow {
  userId: string;
  channels: Record<string, string[]>;
  digest: boolean;
  targets: Partial<Record<'telegram' | 'teams' | 'slack', string>>;
}

export const NotifySetting = defineEntity<NotifySettingRow>({
  name: 'NotifySetting',
  table: 'notify_setting',
  indices: [{ columns: ['digest'] }, { columns: ['userId'], unique: true, name: 'ux_notify_setting_user' }],
  columns: {
    userId: { type: 'varchar', length: 36 },
    channels: { type: 'simple-json' },
    digest: { type: 'boolean', default: false },
    targets: { type: 'simple-json' },
  },
});

/** A messenger (Telegram, MS Teams, Slack) as one client configured it: its API base URL and token. */
export interface NotifyChannelRow extends ClientRow {
  channel: 'telegram' | 'teams' | 'slack';
  baseUrl: string;
  token: string;
  active: boolean;
}

export const NotifyChannel = defineEntity<NotifyChannelRow>({
  name: 'NotifyChannel',
  table: 'notify_channel',
  indices: [{ columns: ['channel'], unique: true, name: 'ux_notify_channel' }],
  columns: {
    channel: { type: 'varchar', length: 16 },
    baseUrl: { type: 'varchar', length: 500 },
    token: { type: 'varchar', length: 500 },
    active: { type: 'boolean', default: true },
  },
});

export const notificationEntities = [Notification, NotificationView, NotifTemplate, NotifySetting, NotifyChannel];
