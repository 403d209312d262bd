import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** Section `idp`: a plan changed; a task is due within three days. */
export const notifications: NotificationKinds<typeof manifest> = {
  'idp.changed': {
    section: 'idp',
    variables: ['title'],
    defaultTemplate: {
      ru: { title: 'ИПР изменён', short: 'План развития «{{title}}» изменён' },
      en: { title: 'Development plan changed', short: 'The development plan "{{title}}" has changed' },
      uk: { title: 'ІПР змінено', short: 'План розвитку «{{title}}» змінено' },
    },
  },
  'task.due': {
    section: 'idp',
    variables: ['title', 'task', 'date'],
    defaultTemplate: {
      ru: { title: 'Срок задачи ИПР', short: 'Задачу «{{task}}» плана «{{title}}» нужно выполнить до {{date}}' },
      en: { title: 'Development plan task due', short: 'The task "{{task}}" of "{{title}}" is due by {{date}}' },
      uk: { title: 'Термін задачі ІПР', short: 'Задачу «{{task}}» плану «{{title}}» треба виконати до {{date}}' },
    },
  },
};
