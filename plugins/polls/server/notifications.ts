import type { NotificationKind } from '@atrium/sdk/server';

/** Sent to the recipients of a poll when it is published for them. */
export const notifications: Record<string, NotificationKind> = {
  'poll.assigned': {
    section: 'polls',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Новый опрос', short: 'Пройдите опрос «{{name}}»' },
      en: { title: 'New poll', short: 'Please take the poll "{{name}}"' },
      uk: { title: 'Нове опитування', short: 'Пройдіть опитування «{{name}}»' },
    },
  },
};
