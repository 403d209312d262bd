import type { NotificationKinds } from '@atrium/sdk/server';
import type { manifest } from '../shared/manifest.js';

/**
 * To participants: invited, the event changed, cancelled (the whole event or one occurrence), and the
 * reminder when under 10 minutes remain. `when` is the date and time on the organiser's clock.
 */
export const notifications: NotificationKinds<typeof manifest> = {
  'event.invited': {
    section: 'events',
    variables: ['name', 'when'],
    defaultTemplate: {
      ru: { title: 'Приглашение на событие', short: 'Вас пригласили на «{{name}}», {{when}}' },
      en: { title: 'Event invitation', short: 'You are invited to "{{name}}", {{when}}' },
      uk: { title: 'Запрошення на подію', short: 'Вас запросили на «{{name}}», {{when}}' },
    },
  },
  'event.changed': {
    section: 'events',
    variables: ['name', 'when'],
    defaultTemplate: {
      ru: { title: 'Событие изменено', short: 'Событие «{{name}}» изменено: {{when}}' },
      en: { title: 'Event changed', short: 'The event "{{name}}" changed: {{when}}' },
      uk: { title: 'Подію змінено', short: 'Подію «{{name}}» змінено: {{when}}' },
    },
  },
  'event.cancelled': {
    section: 'events',
    variables: ['name', 'when'],
    defaultTemplate: {
      ru: { title: 'Событие отменено', short: 'Событие «{{name}}» ({{when}}) отменено' },
      en: { title: 'Event cancelled', short: 'The event "{{name}}" ({{when}}) is cancelled' },
      uk: { title: 'Подію скасовано', short: 'Подію «{{name}}» ({{when}}) скасовано' },
    },
  },
  'event.reminder': {
    section: 'events',
    variables: ['name', 'when'],
    defaultTemplate: {
      ru: { title: 'Скоро событие', short: '«{{name}}» начнётся в {{when}}' },
      en: { title: 'Event soon', short: '"{{name}}" starts at {{when}}' },
      uk: { title: 'Незабаром подія', short: '«{{name}}» почнеться о {{when}}' },
    },
  },
};
