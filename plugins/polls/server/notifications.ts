import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/** `poll.assigned`: to recipients when a poll is published for them; `poll.reminder`: to those who have not answered. */
export const notifications: NotificationKinds<typeof manifest> = {
  'poll.assigned': {
    section: 'polls',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Новый опрос', short: 'Пройдите опрос «{{name}}»' },
      en: { title: 'New poll', short: 'Please take the poll "{{name}}"' },
      uk: { title: 'Нове опитування', short: 'Пройдіть опитування «{{name}}»' },
    },
  },
  'poll.reminder': {
    section: 'polls',
    variables: ['name'],
    defaultTemplate: {
      ru: { title: 'Напоминание об опросе', short: 'Опрос «{{name}}» ещё ждёт ваших ответов' },
      en: { title: 'Poll reminder', short: 'The poll "{{name}}" is still waiting for your answers' },
      uk: { title: 'Нагадування про опитування', short: 'Опитування «{{name}}» ще чекає на ваші відповіді' },
    },
  },
};
